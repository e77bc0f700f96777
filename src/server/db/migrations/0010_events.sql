CREATE TABLE "event_checklist_items" (
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"sort_key" integer NOT NULL,
	"text" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_checklist_items_pk" PRIMARY KEY("event_id","step_id","sort_key")
);
--> statement-breakpoint
CREATE TABLE "event_number_counters" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "event_number_counters_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "event_steps" (
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type_id" text NOT NULL,
	"yes_result_type" text NOT NULL,
	"yes_result_step_id" uuid,
	"no_result_type" text NOT NULL,
	"no_result_step_id" uuid,
	"answer" boolean,
	"answered" boolean DEFAULT false NOT NULL,
	"text_answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "event_steps_event_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_visible_roles" (
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"position_type_id" uuid NOT NULL,
	CONSTRAINT "event_visible_roles_event_id_position_type_id_pk" PRIMARY KEY("event_id","position_type_id")
);
--> statement-breakpoint
DROP INDEX "events_company_status_idx";--> statement-breakpoint
DROP INDEX "events_company_number_uq";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "event_type_id" SET NOT NULL;--> statement-breakpoint
-- Rows of an older database: an unknown time of occurrence becomes the time it was recorded, the
-- number's year the year it was recorded.
UPDATE "events" SET "date_occurred_utc" = "created_at" WHERE "date_occurred_utc" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "date_occurred_utc" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "number_year" integer;--> statement-breakpoint
UPDATE "events" SET "number_year" = extract(year from "created_at" at time zone 'UTC')::integer;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "number_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "number_text" text GENERATED ALWAYS AS ('E-' || "events"."number_year"::text || '-' || lpad("events"."number"::text, 5, '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reported_by_person_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "emergency_services_involved" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "emergency_services_answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_sop_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "source_procedure_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "answered_question_trail" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower('E-' || "events"."number_year"::text || '-' || lpad("events"."number"::text, 5, '0') || ' ' || coalesce("events"."location", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "event_checklist_items" ADD CONSTRAINT "event_checklist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checklist_items" ADD CONSTRAINT "event_checklist_items_step_fk" FOREIGN KEY ("event_id","step_id") REFERENCES "public"."event_steps"("event_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_number_counters" ADD CONSTRAINT "event_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_steps" ADD CONSTRAINT "event_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_steps" ADD CONSTRAINT "event_steps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visible_roles" ADD CONSTRAINT "event_visible_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visible_roles" ADD CONSTRAINT "event_visible_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visible_roles" ADD CONSTRAINT "event_visible_roles_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_steps_event_position_idx" ON "event_steps" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_visible_roles_role_idx" ON "event_visible_roles" USING btree ("position_type_id","event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reported_by_person_id_people_id_fk" FOREIGN KEY ("reported_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_procedure_id_procedures_id_fk" FOREIGN KEY ("source_procedure_id") REFERENCES "public"."procedures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_company_occurred_idx" ON "events" USING btree ("company_id","date_occurred_utc","id");--> statement-breakpoint
CREATE INDEX "events_company_status_occurred_idx" ON "events" USING btree ("company_id","status","date_occurred_utc","id");--> statement-breakpoint
CREATE INDEX "events_company_property_status_idx" ON "events" USING btree ("company_id","property_id","status");--> statement-breakpoint
CREATE INDEX "events_company_severity_idx" ON "events" USING btree ("company_id","severity_level","date_occurred_utc","id");--> statement-breakpoint
CREATE INDEX "events_company_location_idx" ON "events" USING btree ("company_id",lower("location"),"date_occurred_utc","id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "events_company_number_uq" ON "events" USING btree ("company_id","number_year","number");--> statement-breakpoint
-- An older database's events keep their numbers: the counters continue after them.
INSERT INTO "event_number_counters" ("company_id", "year", "last_number") SELECT "company_id", "number_year", max("number") FROM "events" GROUP BY "company_id", "number_year";
