import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUS, EVENT_STATUS_VALUES } from '../../../src/domain/events/event-status.ts';
import { DOMAIN_EVENT_TYPES } from '../../../src/server/context/domain-event-types.ts';
import {
  OUTBOX_DOMAIN_EVENT_TYPES,
  outboxTriggerSql,
  type RecordedEventChange,
  SUBSCRIPTION_USE_OF_DOMAIN_EVENT,
  subscriptionChangesOf,
} from '../../../src/server/modules/subscriptions/domain-event-actions.ts';

/**
 * Issue 25, 4: every domain event type the server can record (DOMAIN_EVENT_TYPES, which
 * ctx.record's type is checked against) is heard by the subscription outbox for its actions or
 * ignored with a reason, and the outbox trigger's migration is the table's SQL. The deployed
 * trigger is compared in tests/api/subscription-rules-parity.test.ts.
 */

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');
const statuses: (number | null)[] = [null, ...EVENT_STATUS_VALUES];

/** The actions subscriptionChangesOf makes of a heard type over every status, from and to. */
function actionsMadeOf(type: RecordedEventChange['type']): string[] {
  const made = statuses.flatMap((status) =>
    statuses.flatMap((from) => statuses.flatMap((to) => subscriptionChangesOf({ type, status, from, to }))),
  );
  return [...new Set(made.map((change) => change.actionType))].sort();
}

describe('what each recorded domain event means to the subscriptions', () => {
  it('lists each type once', () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
  });

  it('maps every type the server records to actions or a reason, and nothing else', () => {
    expect(Object.keys(SUBSCRIPTION_USE_OF_DOMAIN_EVENT).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
    for (const type of DOMAIN_EVENT_TYPES) {
      const use = SUBSCRIPTION_USE_OF_DOMAIN_EVENT[type];
      if ('ignored' in use) expect(use.ignored.trim().length, type).toBeGreaterThan(10);
      else expect(use.actions.length, type).toBeGreaterThan(0);
    }
  });

  it('names for each heard type exactly the actions the domain rule makes of it', () => {
    expect([...OUTBOX_DOMAIN_EVENT_TYPES].sort()).toEqual(['event.archived', 'event.created', 'event.statusChanged']);
    for (const type of OUTBOX_DOMAIN_EVENT_TYPES) {
      const use = SUBSCRIPTION_USE_OF_DOMAIN_EVENT[type];
      expect([...use.actions].sort(), type).toEqual(actionsMadeOf(type));
    }
  });

  it('the latest migration that makes the outbox trigger holds the SQL generated from the table, verbatim', () => {
    const defining = fs
      .readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .filter((name) =>
        /CREATE\s+(OR\s+REPLACE\s+)?TRIGGER\s+"domain_events_subscription_outbox"/.test(
          fs.readFileSync(path.join(MIGRATIONS, name), 'utf8'),
        ),
      );
    const latest = defining.at(-1) as string;
    expect(latest).toBe('0031_subscription_outbox_types.sql');
    expect(fs.readFileSync(path.join(MIGRATIONS, latest), 'utf8')).toContain(outboxTriggerSql());
  });
});

describe('when a subscription hears of an event (issue 23, 4; the SQL twin: subscription-rules-parity)', () => {
  const { new: fresh, inProgress, sopInProgress } = EVENT_STATUS;
  it('Created waits for the report: an event made in SOP In Progress is announced when it leaves it', () => {
    expect(subscriptionChangesOf({ type: 'event.created', status: sopInProgress })).toEqual([]);
    expect(
      subscriptionChangesOf({ type: 'event.statusChanged', status: fresh, from: sopInProgress, to: fresh }),
    ).toEqual([
      { actionType: 'Created', status: fresh },
      { actionType: 'StatusChanged', status: fresh },
    ]);
    // An event made already reported (a failed inspection's, New) at once.
    expect(subscriptionChangesOf({ type: 'event.created', status: fresh })).toEqual([
      { actionType: 'Created', status: fresh },
    ]);
  });

  it('other changes are what they say', () => {
    expect(
      subscriptionChangesOf({ type: 'event.statusChanged', status: inProgress, from: fresh, to: inProgress }),
    ).toEqual([{ actionType: 'StatusChanged', status: inProgress }]);
    expect(
      subscriptionChangesOf({ type: 'event.statusChanged', status: sopInProgress, from: fresh, to: sopInProgress }),
    ).toEqual([{ actionType: 'StatusChanged', status: sopInProgress }]);
    expect(subscriptionChangesOf({ type: 'event.archived', status: sopInProgress })).toEqual([
      { actionType: 'Deleted', status: sopInProgress },
    ]);
  });
});
