import type { WebhookKind } from '../../../domain/webhooks/kinds.ts';
import type { DomainEventType } from '../../context/domain-event-types.ts';

/**
 * Which recorded domain events make which webhook kind (issue 28, 2). A type not named here
 * reaches no webhook. The outbox trigger (`domain_events_webhook_outbox`, migration 0036) lists
 * exactly these types in its WHEN clause; tests/api/webhooks.test.ts holds the two equal.
 * - event.created: an incident was reported (created by the wizard or raised by a failed task).
 * - event.status_changed: its status moved (the wizard's finish, event management, a claim).
 * - event.updated: its details were saved on event management.
 * - event.deleted: it was deleted (archived: its records are kept).
 * - claim.saved: an insurance claim of an event was created or changed.
 * - task.completed: a routine task's result (one location's inspection) was completed.
 */
export const WEBHOOK_KIND_OF_DOMAIN_EVENT: Partial<Record<DomainEventType, WebhookKind>> = {
  'event.created': 'event.created',
  'event.statusChanged': 'event.status_changed',
  'event.detailsSaved': 'event.updated',
  'event.archived': 'event.deleted',
  'event.claim.created': 'claim.saved',
  'event.claim.updated': 'claim.saved',
  'routineTaskResult.completed': 'task.completed',
};

/** The domain event types some webhook kind is made of (the outbox trigger's WHEN list). */
export const WEBHOOK_DOMAIN_EVENT_TYPES = Object.keys(WEBHOOK_KIND_OF_DOMAIN_EVENT) as DomainEventType[];
