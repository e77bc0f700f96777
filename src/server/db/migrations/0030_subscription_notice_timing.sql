-- Issue 23, 4: a Created notice waits until the report is finished. The wizard makes the event in
-- SOP In Progress (5) and the reporter fills in severity, answers and details after that, so a
-- 'Created … High severity' condition matched at creation saw an event not yet reported. Now the
-- outbox writes Created when the event's status leaves SOP In Progress (an event made in another
-- status, e.g. a failed inspection's New, at once), once per event: its change key is
-- 'created:<event id>'. Which changes a domain event makes is one pure function, the SQL twin of
-- subscriptionChangesOf (src/domain/subscription.ts; tests/api/subscription-rules-parity.test.ts
-- feeds both the same cases).
CREATE FUNCTION "subscription_changes_of"(kind text, event_status integer, from_status integer, to_status integer)
  RETURNS TABLE (action_type text, status integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'Created', event_status WHERE kind = 'event.created' AND event_status IS DISTINCT FROM 5
  UNION ALL
  SELECT 'Created', coalesce(to_status, event_status) WHERE kind = 'event.statusChanged'
    AND from_status = 5 AND coalesce(to_status, event_status) IS DISTINCT FROM 5
  UNION ALL
  SELECT 'StatusChanged', coalesce(to_status, event_status) WHERE kind = 'event.statusChanged'
  UNION ALL
  SELECT 'Deleted', event_status WHERE kind = 'event.archived'
$$;--> statement-breakpoint
-- The Created changes already written (at creation) take the per-event key, so an event still being
-- reported when this runs is not announced a second time when its report is finished.
UPDATE "subscription_event_changes" c SET "change_key" = 'created:' || c."event_id"
  FROM (SELECT DISTINCT ON ("event_id") "id" FROM "subscription_event_changes"
        WHERE "action_type" = 'Created' AND "condition_id" IS NULL
        ORDER BY "event_id", "occurred_at", "id") first
  WHERE c."id" = first."id"
    AND NOT EXISTS (SELECT 1 FROM "subscription_event_changes" o WHERE o."change_key" = 'created:' || c."event_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subscription_event_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_status integer;
  from_status integer;
  to_status integer;
  change record;
BEGIN
  IF NEW.event_id IS NULL THEN RETURN NULL; END IF;
  SELECT e.status INTO event_status FROM events e WHERE e.id = NEW.event_id;
  IF NEW.type = 'event.statusChanged' THEN
    IF jsonb_typeof(NEW.payload->'from') = 'number' THEN
      from_status := (NEW.payload->>'from')::integer;
    ELSE
      SELECT s.status INTO from_status FROM subscription_event_status_since s WHERE s.event_id = NEW.event_id;
    END IF;
    IF jsonb_typeof(NEW.payload->'to') = 'number' THEN
      to_status := (NEW.payload->>'to')::integer;
    END IF;
  END IF;
  FOR change IN SELECT * FROM subscription_changes_of(NEW.type, event_status, from_status, to_status) LOOP
    INSERT INTO subscription_event_changes (company_id, event_id, action_type, status, change_key, occurred_at)
      VALUES (NEW.company_id, NEW.event_id, change.action_type, change.status,
        CASE WHEN change.action_type = 'Created' THEN 'created:' || NEW.event_id ELSE NEW.id::text END,
        NEW.occurred_at)
      ON CONFLICT (change_key) DO NOTHING;
  END LOOP;
  IF NEW.type = 'event.archived' THEN
    DELETE FROM subscription_event_status_since WHERE event_id = NEW.event_id;
  ELSE
    INSERT INTO subscription_event_status_since (event_id, company_id, status, since)
      VALUES (NEW.event_id, NEW.company_id, coalesce(to_status, event_status), NEW.occurred_at)
      ON CONFLICT (event_id) DO UPDATE SET status = EXCLUDED.status, since = EXCLUDED.since;
  END IF;
  RETURN NULL;
END $$;
