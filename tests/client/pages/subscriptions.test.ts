import { describe, expect, it } from 'vitest';
import type { SavedSubscription } from '../../../schemas/subscription/entity.ts';
import { deliveriesFilterOf, deliveriesPath } from '../../../src/client/pages/subscriptions/deliveries-filter.ts';
import { deliveryStatusDetail, deliveryTime } from '../../../src/client/pages/subscriptions/delivery-text.ts';
import { whenFocusLeaves } from '../../../src/client/pages/subscriptions/editor-update.ts';
import { draftOf } from '../../../src/client/pages/subscriptions/subscription-api.ts';
import { isNewSubscriptionId, SUBSCRIPTION_PATHS } from '../../../src/client/pages/subscriptions/subscription-paths.ts';
import { EMPTY_BOOK, withNames } from '../../../src/client/pages/subscriptions/use-name-book.ts';
import { conditionFor } from '../../../src/domain/subscriptions/subscription.ts';

const saved: SavedSubscription = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Water',
  lastSentUtc: null,
  subjectType: 'Event',
  filtersOperator: 'OR',
  filters: [
    {
      conditionsOperator: 'OR',
      conditions: [conditionFor('Created')],
      locations: [
        { locationConditionType: 'States', propertyIds: [], propertyGroupIds: [], stateAbbreviations: ['IL'] },
      ],
    },
  ],
  subscribers: [{ recipientType: 'Role', recipientQualifier: 'r1', mediaType: 'Email' }],
  preview: 'When an Event is Created at any property in Illinois, e-mail the Manager role',
};

describe('the subscription pages', () => {
  it('edit a saved subscription as a draft: no id, last sent or preview, and nothing shared with the reply', () => {
    const draft = draftOf(saved);
    expect(draft).toEqual({
      name: 'Water',
      subjectType: 'Event',
      filtersOperator: 'OR',
      filters: saved.filters,
      subscribers: saved.subscribers,
    });
    expect(draft.filters[0]?.conditions[0]?.qualifier).not.toBe(saved.filters[0]?.conditions[0]?.qualifier);
    expect(draft.filters[0]?.locations[0]).not.toBe(saved.filters[0]?.locations[0]);
  });

  it("route the editor by id, 'new' (or nothing) creating", () => {
    expect(SUBSCRIPTION_PATHS.editor()).toBe('/notificationAdd/new');
    expect(SUBSCRIPTION_PATHS.editor('abc')).toBe('/notificationAdd/abc');
    expect(isNewSubscriptionId('new')).toBe(true);
    expect(isNewSubscriptionId('NEW')).toBe(true);
    expect(isNewSubscriptionId(undefined)).toBe(true);
    expect(isNewSubscriptionId(saved.id)).toBe(false);
  });

  it('learn names for the preview, keeping the same book when nothing is new', () => {
    const book = withNames(EMPTY_BOOK, 'properties', [
      ['p1', 'Lakeview'],
      ['', 'ignored'],
    ]);
    expect(book.properties).toEqual({ p1: 'Lakeview' });
    expect(withNames(book, 'properties', [['p1', 'Lakeview']])).toBe(book);
    expect(withNames(book, 'properties', [['p1', 'Lakeview Apts']]).properties).toEqual({ p1: 'Lakeview Apts' });
  });

  it('mark a card left only when focus goes outside it', () => {
    let left = 0;
    const handler = whenFocusLeaves(() => {
      left += 1;
    });
    const inside = { contains: () => true } as unknown as HTMLElement;
    const outside = { contains: () => false } as unknown as HTMLElement;
    const field = {} as EventTarget;
    handler({ currentTarget: inside, relatedTarget: field });
    expect(left).toBe(0);
    handler({ currentTarget: outside, relatedTarget: field });
    expect(left).toBe(1);
    handler({ currentTarget: inside, relatedTarget: null });
    expect(left).toBe(2);
  });

  it('explain a delivery: the failure after its attempts, or when it was sent', () => {
    const zone = { propertyTimeZone: 'America/Los_Angeles' };
    expect(deliveryStatusDetail({ status: 'Failed', lastError: 'SMTP 550', attempts: 3, sentUtc: null, ...zone })).toBe(
      'SMTP 550 (3 attempts)',
    );
    expect(deliveryStatusDetail({ status: 'Failed', lastError: null, attempts: 1, sentUtc: null, ...zone })).toBe(
      'Failed (1 attempt)',
    );
    expect(
      deliveryStatusDetail({ status: 'Pending', lastError: null, attempts: 0, sentUtc: null, ...zone }),
    ).toBeNull();
    // A skipped delivery says why it was not sent (issue 23, 3), whatever its attempts.
    expect(
      deliveryStatusDetail({
        status: 'Skipped',
        lastError: 'Not sent: they may not see this event',
        attempts: 0,
        sentUtc: null,
        ...zone,
      }),
    ).toBe('Not sent: they may not see this event');
    // Sent on the clock of the event's property, its zone named (issue 23, 5).
    expect(
      deliveryStatusDetail({ status: 'Sent', lastError: null, attempts: 1, sentUtc: '2026-01-02T15:04:00Z', ...zone }),
    ).toBe('Sent 01/02/2026 07:04 AM PST');
  });

  it("show a delivery's time on its property's clock, the viewer's only when the event is gone", () => {
    expect(deliveryTime('2026-07-02T15:04:00Z', { propertyTimeZone: 'America/New_York' })).toBe(
      '07/02/2026 11:04 AM EDT',
    );
    expect(deliveryTime('2026-07-02T15:04:00Z', { propertyTimeZone: null })).toMatch(
      /^07\/0[23]\/2026 \d{2}:\d{2} [AP]M \S+$/,
    );
    expect(deliveryTime(null, { propertyTimeZone: 'America/New_York' })).toBe('');
  });

  it('keep the Deliveries filter in the address, leaving out what the API would refuse', () => {
    const id = saved.id;
    expect(deliveriesFilterOf(new URLSearchParams(`subscriptionId=${id}&status=Failed`))).toEqual({
      subscriptionId: id,
      status: 'Failed',
    });
    expect(deliveriesFilterOf(new URLSearchParams('subscriptionId=42&status=Lost'))).toEqual({});
    expect(deliveriesFilterOf(new URLSearchParams('status=failed'))).toEqual({});
    expect(deliveriesPath()).toBe('/notifications/deliveries');
    expect(deliveriesPath({ subscriptionId: id })).toBe(`/notifications/deliveries?subscriptionId=${id}`);
    expect(deliveriesPath({ subscriptionId: id, status: 'Sent' })).toBe(
      `/notifications/deliveries?subscriptionId=${id}&status=Sent`,
    );
    expect(deliveriesFilterOf(new URL(deliveriesPath({ status: 'Pending' }), 'http://x').searchParams)).toEqual({
      status: 'Pending',
    });
    expect(deliveriesFilterOf(new URLSearchParams('status=Skipped'))).toEqual({ status: 'Skipped' });
  });
});
