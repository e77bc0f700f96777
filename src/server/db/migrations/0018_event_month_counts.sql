-- Issue 13: the Event Counts report (GET /reports/eventCountByProperty) — a company's events per
-- property, type, category and month — reads this table instead of grouping every event on each
-- call (at 1,000,000 events a GROUP BY costs seconds). Like event_status_counts (0015) it is kept
-- by statement triggers with transition tables on `events`: a bulk insert adds its counts in one
-- statement, an update that moves no event between groups writes nothing, archived events
-- (archived_at set) are not counted. The month is the first day of the month in the PROPERTY's
-- time zone (what the property's staff call March), so the property's time zone is read too.
-- The names are copied here so that every column of the report sorts along an index of this
-- table alone; triggers on properties (name, time zone), event_types and event_categories (name)
-- keep them. Positive changes are upserted in key order; negative ones only update (a company's
-- rows may already be gone when its events are deleted with it), then rows that fall to zero are
-- deleted. ENABLE ALWAYS: a load under session_replication_role = replica counts too. Not in the
-- drizzle schema (drizzle-kit models no triggers); reports/event-counts.ts reads it.
CREATE TABLE "event_month_counts" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"company_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"event_type_id" uuid NOT NULL,
	"event_category_id" uuid,
	"month" date NOT NULL,
	"property_name" text NOT NULL,
	"type_name" text NOT NULL,
	"category_name" text,
	"events" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "event_month_counts" ADD CONSTRAINT "event_month_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_month_counts_key_uq" ON "event_month_counts" USING btree ("company_id","property_id","event_type_id","event_category_id","month") NULLS NOT DISTINCT;--> statement-breakpoint
-- One index per sort of the report (each ends with the row id, the list's tail; month second).
CREATE INDEX "event_month_counts_property_idx" ON "event_month_counts" USING btree ("company_id",lower("property_name"),"property_id","month","id");--> statement-breakpoint
CREATE INDEX "event_month_counts_type_idx" ON "event_month_counts" USING btree ("company_id",lower("type_name"),"event_type_id","month","id");--> statement-breakpoint
CREATE INDEX "event_month_counts_category_idx" ON "event_month_counts" USING btree ("company_id",lower("category_name"),"event_category_id","month","id");--> statement-breakpoint
CREATE INDEX "event_month_counts_month_idx" ON "event_month_counts" USING btree ("company_id","month","id");--> statement-breakpoint
CREATE INDEX "event_month_counts_count_idx" ON "event_month_counts" USING btree ("company_id","events","id");--> statement-breakpoint
-- One group's change, for the update and delete path (an array of them, read three times).
CREATE TYPE "event_month_move" AS ("company_id" uuid, "property_id" uuid, "event_type_id" uuid, "event_category_id" uuid, "month" date, "n" integer);--> statement-breakpoint
CREATE FUNCTION "event_month_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves "event_month_move"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_month_counts" AS c ("company_id", "property_id", "event_type_id", "event_category_id", "month", "property_name", "type_name", "category_name", "events")
      SELECT d.company_id, d.property_id, d.event_type_id, d.event_category_id, d.month, p.name, t.name, k.name, d.n
      FROM (
        SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
               date_trunc('month', e.date_occurred_utc AT TIME ZONE p.time_zone)::date AS month, count(*)::int AS n
        FROM new_events e JOIN "properties" p ON p.id = e.property_id
        WHERE e.archived_at IS NULL GROUP BY 1, 2, 3, 4, 5
      ) d
      JOIN "properties" p ON p.id = d.property_id
      JOIN "event_types" t ON t.id = d.event_type_id
      LEFT JOIN "event_categories" k ON k.id = d.event_category_id
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("company_id", "property_id", "event_type_id", "event_category_id", "month")
      DO UPDATE SET "events" = c."events" + excluded."events";
    RETURN NULL;
  END IF;
  -- UPDATE or DELETE: what each group gains (new rows) and loses (old rows).
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(ROW(company_id, property_id, event_type_id, event_category_id, month, n)::"event_month_move") INTO moves FROM (
      SELECT company_id, property_id, event_type_id, event_category_id, month, sum(n)::int AS n FROM (
        SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
               date_trunc('month', e.date_occurred_utc AT TIME ZONE p.time_zone)::date AS month, 1 AS n
        FROM new_events e JOIN "properties" p ON p.id = e.property_id WHERE e.archived_at IS NULL
        UNION ALL
        SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
               date_trunc('month', e.date_occurred_utc AT TIME ZONE p.time_zone)::date, -1
        FROM old_events e JOIN "properties" p ON p.id = e.property_id WHERE e.archived_at IS NULL
      ) moved GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0) grouped;
  ELSE
    SELECT array_agg(ROW(company_id, property_id, event_type_id, event_category_id, month, n)::"event_month_move") INTO moves FROM (
      SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
             date_trunc('month', e.date_occurred_utc AT TIME ZONE p.time_zone)::date AS month, -count(*)::int AS n
      FROM old_events e JOIN "properties" p ON p.id = e.property_id WHERE e.archived_at IS NULL
      GROUP BY 1, 2, 3, 4, 5) grouped;
  END IF;
  -- Most updates (a status, an answer) move no event between groups: nothing to write or lock.
  IF moves IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "event_month_counts" AS c ("company_id", "property_id", "event_type_id", "event_category_id", "month", "property_name", "type_name", "category_name", "events")
    SELECT d.company_id, d.property_id, d.event_type_id, d.event_category_id, d.month, p.name, t.name, k.name, d.n
    FROM unnest(moves) d
    JOIN "properties" p ON p.id = d.property_id
    JOIN "event_types" t ON t.id = d.event_type_id
    LEFT JOIN "event_categories" k ON k.id = d.event_category_id
    WHERE d.n > 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("company_id", "property_id", "event_type_id", "event_category_id", "month")
    DO UPDATE SET "events" = c."events" + excluded."events";
  UPDATE "event_month_counts" c SET "events" = c."events" + d.n
    FROM unnest(moves) d
    WHERE d.n < 0 AND c.company_id = d.company_id AND c.property_id = d.property_id
      AND c.event_type_id = d.event_type_id AND c.event_category_id IS NOT DISTINCT FROM d.event_category_id
      AND c.month = d.month;
  DELETE FROM "event_month_counts" c
    WHERE c.events <= 0 AND c.company_id IN (SELECT DISTINCT d.company_id FROM unnest(moves) d WHERE d.n < 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_month_counts_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "events_month_counts_update" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "events_month_counts_delete" AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_apply"();--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_month_counts_insert";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_month_counts_update";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_month_counts_delete";--> statement-breakpoint
-- A renamed property, type or category is renamed in its rows; a property whose time zone
-- changes has its months counted again from its events.
CREATE FUNCTION "event_month_counts_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_month_counts" c SET "property_name" = n.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name AND c.company_id = n.company_id AND c.property_id = n.id;
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.time_zone IS DISTINCT FROM o.time_zone) THEN
    DELETE FROM "event_month_counts" c USING new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.time_zone IS DISTINCT FROM o.time_zone AND c.company_id = n.company_id AND c.property_id = n.id;
    INSERT INTO "event_month_counts" ("company_id", "property_id", "event_type_id", "event_category_id", "month", "property_name", "type_name", "category_name", "events")
      SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
             date_trunc('month', e.date_occurred_utc AT TIME ZONE n.time_zone)::date, n.name, t.name, k.name, count(*)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN "events" e ON e.company_id = n.company_id AND e.property_id = n.id AND e.archived_at IS NULL
      JOIN "event_types" t ON t.id = e.event_type_id
      LEFT JOIN "event_categories" k ON k.id = e.event_category_id
      WHERE n.time_zone IS DISTINCT FROM o.time_zone
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "event_month_counts_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_month_counts" c SET "type_name" = n.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name AND c.company_id = n.company_id AND c.event_type_id = n.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "event_month_counts_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_month_counts" c SET "category_name" = n.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name AND c.company_id = n.company_id AND c.event_category_id = n.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_month_counts_update" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_properties"();--> statement-breakpoint
CREATE TRIGGER "event_types_month_counts_update" AFTER UPDATE ON "event_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_types"();--> statement-breakpoint
CREATE TRIGGER "event_categories_month_counts_update" AFTER UPDATE ON "event_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_month_counts_categories"();--> statement-breakpoint
ALTER TABLE "properties" ENABLE ALWAYS TRIGGER "properties_month_counts_update";--> statement-breakpoint
ALTER TABLE "event_types" ENABLE ALWAYS TRIGGER "event_types_month_counts_update";--> statement-breakpoint
ALTER TABLE "event_categories" ENABLE ALWAYS TRIGGER "event_categories_month_counts_update";--> statement-breakpoint
-- An older database's events are counted once here; the triggers keep the counts from now on.
INSERT INTO "event_month_counts" ("company_id", "property_id", "event_type_id", "event_category_id", "month", "property_name", "type_name", "category_name", "events")
  SELECT e.company_id, e.property_id, e.event_type_id, e.event_category_id,
         date_trunc('month', e.date_occurred_utc AT TIME ZONE p.time_zone)::date, p.name, t.name, k.name, count(*)::int
  FROM "events" e JOIN "properties" p ON p.id = e.property_id
  JOIN "event_types" t ON t.id = e.event_type_id
  LEFT JOIN "event_categories" k ON k.id = e.event_category_id
  WHERE e.archived_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
-- The Insurance Claims report reads, for each claim of the range, its event's number, time,
-- property, type and category and the visibility rule's company and archived_at: a year of claims
-- is thousands of look-ups by id at random places of the events' heap. This index answers them
-- from the index alone (an index-only scan once VACUUM has marked the pages all-visible): about
-- half the report's time on PostgreSQL at 1,000,000 events (BENCHMARKS.md, issue 13).
-- Hand-written and not in the drizzle schema (its index builder has no INCLUDE, as in 0015).
CREATE INDEX "events_id_report_idx" ON "events" USING btree ("id") INCLUDE ("company_id","archived_at","property_id","event_type_id","event_category_id","date_occurred_utc","number_year","number");
