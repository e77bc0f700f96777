ALTER TABLE "checklist_items" DROP CONSTRAINT "checklist_items_step_id_procedure_steps_id_fk";
--> statement-breakpoint
DROP INDEX "people_company_name_idx";--> statement-breakpoint
DROP INDEX "properties_on_call_e164_uq";--> statement-breakpoint
-- Step ids become unique per company (issue 9 point 7): the inline primary key had PostgreSQL's default name.
ALTER TABLE "procedure_steps" DROP CONSTRAINT "procedure_steps_pkey";--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_company_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_step_fk" FOREIGN KEY ("company_id","step_id") REFERENCES "public"."procedure_steps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_company_full_name_idx" ON "people" USING btree ("company_id",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_company_on_call_e164_uq" ON "properties" USING btree ("company_id","on_call_phone_e164");--> statement-breakpoint
-- Existing duplicate names (any case) get a short id suffix so the unique index can be built.
UPDATE "property_groups" AS t SET "name" = t."name" || ' (' || left(t."id"::text, 8) || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id", lower("name") ORDER BY "created_at", "id") AS n FROM "property_groups") AS d WHERE d."id" = t."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "property_groups_company_name_uq" ON "property_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Existing duplicate names (any case) get a short id suffix so the unique index can be built.
UPDATE "position_types" AS t SET "name" = t."name" || ' (' || left(t."id"::text, 8) || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id", lower("name") ORDER BY "created_at", "id") AS n FROM "position_types") AS d WHERE d."id" = t."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "position_types_company_name_uq" ON "position_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Existing duplicate names (any case) get a short id suffix so the unique index can be built.
UPDATE "vendor_types" AS t SET "name" = t."name" || ' (' || left(t."id"::text, 8) || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id", lower("name") ORDER BY "created_at", "id") AS n FROM "vendor_types") AS d WHERE d."id" = t."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_types_company_name_uq" ON "vendor_types" USING btree ("company_id",lower("name"));