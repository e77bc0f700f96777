-- Issue 11: the events list's ordered reads (newest first, and one status newest first) filter
-- index entries alone: the status, the ids the search tests and the searched text are included,
-- so a page passes the events that do not match without a heap fetch (an index-only scan once
-- VACUUM has marked the pages all-visible). Hand-written, as 0009: drizzle's index builder has no
-- INCLUDE; the schema file keeps the key columns and points here.
DROP INDEX "events_company_occurred_idx";--> statement-breakpoint
CREATE INDEX "events_company_occurred_idx" ON "events" USING btree ("company_id","date_occurred_utc","id") INCLUDE ("status","property_id","event_type_id","event_category_id","search_text");--> statement-breakpoint
DROP INDEX "events_company_status_occurred_idx";--> statement-breakpoint
CREATE INDEX "events_company_status_occurred_idx" ON "events" USING btree ("company_id","status","date_occurred_utc","id") INCLUDE ("property_id","event_type_id","event_category_id","search_text");
