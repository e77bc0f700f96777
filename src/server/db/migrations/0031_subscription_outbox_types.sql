-- Issue 25, 4: which domain events reach the subscription outbox is one TypeScript table,
-- SUBSCRIPTION_USE_OF_DOMAIN_EVENT (src/server/modules/subscriptions/domain-event-actions.ts): every
-- type the server records is heard for its actions or ignored with a reason. The trigger below is
-- that table's outboxTriggerSql(), verbatim; tests/api/subscription-rules-parity.test.ts holds this
-- file and the deployed trigger to it. A change of the table comes with a new migration like this.
CREATE OR REPLACE TRIGGER "domain_events_subscription_outbox" AFTER INSERT ON "domain_events" FOR EACH ROW
  WHEN (NEW.type IN ('event.created', 'event.statusChanged', 'event.archived'))
  EXECUTE FUNCTION "subscription_event_change"();
