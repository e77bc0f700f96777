-- Issue 11: the events list's ordered reads (newest first, and one status newest first) filter
-- index entries alone: the status, the ids the search tests, the searched text and archived_at (the
-- visibility rule's) are included,
-- so a page passes the events that do not match without a heap fetch (an index-only scan once
-- VACUUM has marked the pages all-visible). Hand-written, as 0009: drizzle's index builder has no
-- INCLUDE; the schema file keeps the key columns and points here.
DROP INDEX "events_company_occurred_idx";--> statement-breakpoint
CREATE INDEX "events_company_occurred_idx" ON "events" USING btree ("company_id","date_occurred_utc","id") INCLUDE ("status","property_id","event_type_id","event_category_id","search_text","archived_at");--> statement-breakpoint
DROP INDEX "events_company_status_occurred_idx";--> statement-breakpoint
CREATE INDEX "events_company_status_occurred_idx" ON "events" USING btree ("company_id","status","date_occurred_utc","id") INCLUDE ("property_id","event_type_id","event_category_id","search_text","archived_at");
--> statement-breakpoint
-- The status cards (the events list's eventStatistics, the dashboard's) count events per status;
-- archived events (migration 0013) are not counted, as the visibility rule hides them.
-- For a viewer who sees every event of the company (events/visibility.ts seesEveryEvent) those
-- are the company's counts, kept here by the triggers below: a list call reads seven rows instead
-- of counting every event (at 100,000 events the count cost several times the page). Statement
-- triggers with transition tables: a bulk insert adds its counts in one statement; an update
-- that keeps the status writes nothing (and locks nothing); counts are upserted in (company,
-- status) order, so two transactions lock them in one order. A delete only updates (the rows of
-- a deleted company are already gone). ENABLE ALWAYS: a load under session_replication_role =
-- replica (the scale seed on PGlite) counts too. Not in the drizzle schema (drizzle-kit models no
-- triggers); events/status-counts.ts reads it.
CREATE TABLE "event_status_counts" (
	"company_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_status_counts_pk" PRIMARY KEY("company_id","status")
);--> statement-breakpoint
ALTER TABLE "event_status_counts" ADD CONSTRAINT "event_status_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "event_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_status_counts" AS c ("company_id", "status", "events")
      SELECT "company_id", "status", count(*) FROM new_events WHERE "archived_at" IS NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("company_id", "status") DO UPDATE SET "events" = c."events" + excluded."events";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "event_status_counts" AS c ("company_id", "status", "events")
      SELECT "company_id", "status", sum(n) FROM (
        SELECT "company_id", "status", 1 AS n FROM new_events WHERE "archived_at" IS NULL
        UNION ALL SELECT "company_id", "status", -1 FROM old_events WHERE "archived_at" IS NULL) moved
      GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT ("company_id", "status") DO UPDATE SET "events" = c."events" + excluded."events";
  ELSE
    UPDATE "event_status_counts" c SET "events" = c."events" - gone.n
      FROM (SELECT "company_id", "status", count(*) AS n FROM old_events WHERE "archived_at" IS NULL GROUP BY 1, 2) gone
      WHERE c."company_id" = gone."company_id" AND c."status" = gone."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_status_counts_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "event_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "events_status_counts_update" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "event_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "events_status_counts_delete" AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION "event_status_counts_apply"();--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_status_counts_insert";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_status_counts_update";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_status_counts_delete";--> statement-breakpoint
-- An older database's events are counted once here; the triggers keep the counts from now on.
INSERT INTO "event_status_counts" ("company_id", "status", "events") SELECT "company_id", "status", count(*) FROM "events" WHERE "archived_at" IS NULL GROUP BY "company_id", "status";
