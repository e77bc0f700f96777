-- The analytics dashboard's open claims (headline-figures.ts): the claims of a company's archived events, left out
-- through this small index (the archived events only) instead of a lookup of every claim's event.
CREATE INDEX "events_archived_idx" ON "events" USING btree ("company_id","id") WHERE "events"."archived_at" is not null;