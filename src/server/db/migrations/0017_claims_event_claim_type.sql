-- Issue 13: the events list's Claim Type filter and column read the event row alone. events.claim_type
-- is the claim type of the event's first claim (null: no claim), kept by the claim save's
-- transaction (modules/events/claim-sync.ts). The filter is given only with a status (Claim in
-- Progress or Complete), so a partial index on (company, status, claim type, newest first) holds only
-- events with a claim and INCLUDEs what the list's filter reads, as the indexes of 0015 do
-- (hand-edited: drizzle's index builder has no INCLUDE; the schema file keeps the key columns).
ALTER TABLE "events" ADD COLUMN "claim_type" integer;--> statement-breakpoint
CREATE INDEX "events_company_claim_type_idx" ON "events" USING btree ("company_id","status","claim_type","date_occurred_utc","id") INCLUDE ("property_id","event_type_id","event_category_id","search_text","archived_at") WHERE "events"."claim_type" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_claim_type_range" CHECK ("events"."claim_type" between 0 and 3);--> statement-breakpoint
-- Claims filed before this migration (none in a deployed database yet) give their events the type.
UPDATE "events" e SET "claim_type" = first_claim."claim_type"
  FROM (SELECT DISTINCT ON ("event_id") "event_id", "claim_type" FROM "insurance_claims" ORDER BY "event_id", "created_at", "id") first_claim
  WHERE first_claim."event_id" = e."id";
