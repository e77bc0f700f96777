ALTER TABLE "checklist_items" DROP CONSTRAINT "checklist_items_step_id_procedure_steps_id_fk";
--> statement-breakpoint
DROP INDEX "properties_on_call_e164_uq";--> statement-breakpoint
-- Step ids become unique per company (issue 9 point 7): the inline primary key had PostgreSQL's default name.
ALTER TABLE "procedure_steps" DROP CONSTRAINT "procedure_steps_pkey";--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_company_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_step_fk" FOREIGN KEY ("company_id","step_id") REFERENCES "public"."procedure_steps"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_company_on_call_e164_uq" ON "properties" USING btree ("company_id","on_call_phone_e164");