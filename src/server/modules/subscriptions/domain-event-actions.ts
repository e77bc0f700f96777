import { type ActionType, REPORTING_STATUS } from '../../../domain/subscriptions/subscription.ts';
import type { DomainEventType } from '../../context/domain-event-types.ts';

/**
 * Which domain events reach the subscription outbox, and for what (issue 25, 4): one entry per
 * type the server records. A type the outbox hears names the actions `subscriptionChangesOf` may
 * make of it; every other type says why no subscription hears of it. The outbox trigger's WHEN
 * clause is generated from this table (`outboxTriggerSql`, migration 0031); the trigger's
 * `subscription_changes_of` is the SQL twin of `subscriptionChangesOf`.
 * tests/api/subscription-rules-parity.test.ts holds the deployed trigger and that function to
 * these. Unchanged (TimeElapsed) is no recorded change: the worker's scan makes it.
 */
type Heard = 'event.created' | 'event.statusChanged' | 'event.archived';
type InstantAction = Exclude<ActionType, 'TimeElapsed'>;
type Entry<T extends DomainEventType> = T extends Heard ? { actions: readonly InstantAction[] } : { ignored: string };

const NOT_AN_EVENT = 'not about an incident: subscriptions are about events (spec 002 subject type Event)';
const WITHIN_REPORT =
  "a step of the report in progress; the report's finishing status change is recorded as event.statusChanged";
const NO_ACTION = "a change inside the event that none of the spec's actions (Created, Deleted, Changed) names";

export const SUBSCRIPTION_USE_OF_DOMAIN_EVENT: { readonly [T in DomainEventType]: Entry<T> } = {
  'event.created': { actions: ['Created'] },
  'event.statusChanged': { actions: ['Created', 'StatusChanged'] },
  'event.archived': { actions: ['Deleted'] },
  'event.progressSaved': { ignored: WITHIN_REPORT },
  'event.answered': { ignored: WITHIN_REPORT },
  'event.resumed': { ignored: WITHIN_REPORT },
  'event.detailsSaved': {
    ignored: 'the details save records a status change as its own event.statusChanged; the rest is no action',
  },
  'event.claim.created': {
    ignored: "a claim that moves the event's status records event.statusChanged (events/claim-sync.ts)",
  },
  'event.claim.updated': {
    ignored: "a claim that moves the event's status records event.statusChanged (events/claim-sync.ts)",
  },
  'event.media.uploaded': { ignored: NO_ACTION },
  'event.file.uploaded': { ignored: NO_ACTION },
  'event.file.moved': { ignored: NO_ACTION },
  'event.file.deleted': { ignored: NO_ACTION },
  'event.folder.saved': { ignored: NO_ACTION },
  'event.person.created': { ignored: NO_ACTION },
  'event.person.updated': { ignored: NO_ACTION },
  'event.damages.saved': { ignored: NO_ACTION },
  'event.incidentReport.generated': { ignored: NO_ACTION },
  'event.incidentReport.failed': { ignored: NO_ACTION },
  'resource.file.uploaded': { ignored: NOT_AN_EVENT },
  'resource.file.moved': { ignored: NOT_AN_EVENT },
  'resource.file.deleted': { ignored: NOT_AN_EVENT },
  'resource.folder.saved': { ignored: NOT_AN_EVENT },
  'company.created': { ignored: NOT_AN_EVENT },
  'company.updated': { ignored: NOT_AN_EVENT },
  'role.created': { ignored: NOT_AN_EVENT },
  'role.updated': { ignored: NOT_AN_EVENT },
  'person.created': { ignored: NOT_AN_EVENT },
  'person.updated': { ignored: NOT_AN_EVENT },
  'property.created': { ignored: NOT_AN_EVENT },
  'property.updated': { ignored: NOT_AN_EVENT },
  'property.onCallNumberCreated': { ignored: NOT_AN_EVENT },
  'propertyGroup.created': { ignored: NOT_AN_EVENT },
  'propertyGroup.updated': { ignored: NOT_AN_EVENT },
  'vendor.created': { ignored: NOT_AN_EVENT },
  'vendor.updated': { ignored: NOT_AN_EVENT },
  'vendorType.created': { ignored: NOT_AN_EVENT },
  'vendorType.updated': { ignored: NOT_AN_EVENT },
  'category.created': { ignored: NOT_AN_EVENT },
  'category.updated': { ignored: NOT_AN_EVENT },
  'documentType.created': { ignored: NOT_AN_EVENT },
  'documentType.updated': { ignored: NOT_AN_EVENT },
  'procedure.created': { ignored: NOT_AN_EVENT },
  'procedure.updated': { ignored: NOT_AN_EVENT },
  'insurancePolicy.created': { ignored: NOT_AN_EVENT },
  'insurancePolicy.updated': { ignored: NOT_AN_EVENT },
  'insurancePolicy.deleted': { ignored: NOT_AN_EVENT },
  'propertyBuilding.created': { ignored: NOT_AN_EVENT },
  'propertyBuilding.updated': { ignored: NOT_AN_EVENT },
  'propertyBuilding.deleted': { ignored: NOT_AN_EVENT },
  'routineTask.created': { ignored: NOT_AN_EVENT },
  'routineTask.updated': { ignored: NOT_AN_EVENT },
  'routineTaskResult.started': { ignored: NOT_AN_EVENT },
  'routineTaskResult.completed': {
    ignored: 'an event a failed inspection raises is recorded as its own event.created (routine-tasks/raise-event.ts)',
  },
  'routineTaskResult.images.uploaded': { ignored: NOT_AN_EVENT },
  'subscription.created': { ignored: NOT_AN_EVENT },
  'subscription.updated': { ignored: NOT_AN_EVENT },
  'subscription.deleted': { ignored: NOT_AN_EVENT },
  'apiKey.created': { ignored: NOT_AN_EVENT },
  'apiKey.revoked': { ignored: NOT_AN_EVENT },
  'webhook.created': { ignored: NOT_AN_EVENT },
  'webhook.updated': { ignored: NOT_AN_EVENT },
  'webhook.deleted': { ignored: NOT_AN_EVENT },
};

/** A domain event the outbox reads: its type, the event's status when recorded, and a change's from / to. */
export interface RecordedEventChange {
  type: Heard;
  /** The event's status when the domain event was recorded. */
  status: number | null;
  /** event.statusChanged: the status it left (the payload's, else the one the outbox last noted). */
  from?: number | null;
  /** event.statusChanged: the status it went to (the payload's, else the event's). */
  to?: number | null;
}

/**
 * The subscription changes one domain event makes, each with the status the event is left in.
 * Created waits for the report: an event made in SOP In Progress (REPORTING_STATUS) is announced
 * when its status leaves it; one made in another status at once.
 */
export function subscriptionChangesOf(
  change: RecordedEventChange,
): { actionType: InstantAction; status: number | null }[] {
  switch (change.type) {
    case 'event.created':
      return change.status === REPORTING_STATUS ? [] : [{ actionType: 'Created', status: change.status }];
    case 'event.archived':
      return [{ actionType: 'Deleted', status: change.status }];
    case 'event.statusChanged': {
      const to = change.to ?? change.status;
      const reported = change.from === REPORTING_STATUS && to !== REPORTING_STATUS;
      return [
        ...(reported ? [{ actionType: 'Created' as const, status: to }] : []),
        { actionType: 'StatusChanged', status: to },
      ];
    }
  }
}

/** The types the outbox hears, in the table's order. */
export const OUTBOX_DOMAIN_EVENT_TYPES: readonly Heard[] = (
  Object.keys(SUBSCRIPTION_USE_OF_DOMAIN_EVENT) as DomainEventType[]
).filter((type): type is Heard => 'actions' in SUBSCRIPTION_USE_OF_DOMAIN_EVENT[type]);

/** The outbox trigger as migration 0031 creates it: its WHEN clause lists OUTBOX_DOMAIN_EVENT_TYPES. */
export function outboxTriggerSql(): string {
  const types = OUTBOX_DOMAIN_EVENT_TYPES.map((type) => `'${type}'`).join(', ');
  return [
    'CREATE OR REPLACE TRIGGER "domain_events_subscription_outbox" AFTER INSERT ON "domain_events" FOR EACH ROW',
    `  WHEN (NEW.type IN (${types}))`,
    '  EXECUTE FUNCTION "subscription_event_change"();',
  ].join('\n');
}
