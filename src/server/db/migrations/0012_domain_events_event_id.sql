ALTER TABLE "domain_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE INDEX "domain_events_event_time_idx" ON "domain_events" USING btree ("event_id","occurred_at","id");