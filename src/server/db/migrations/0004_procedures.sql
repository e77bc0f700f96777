CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"text" text NOT NULL,
	"sort_key" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"procedure_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type_id" text NOT NULL,
	"yes_result_type" text DEFAULT 'NA' NOT NULL,
	"yes_result_step_id" uuid,
	"no_result_type" text DEFAULT 'NA' NOT NULL,
	"no_result_step_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_visible_roles" (
	"company_id" uuid NOT NULL,
	"procedure_id" uuid NOT NULL,
	"position_type_id" uuid NOT NULL,
	CONSTRAINT "procedure_visible_roles_procedure_id_position_type_id_pk" PRIMARY KEY("procedure_id","position_type_id")
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"flavor" text NOT NULL,
	"name" text,
	"event_type_id" uuid,
	"event_category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_step_id_procedure_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."procedure_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_visible_roles" ADD CONSTRAINT "procedure_visible_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_visible_roles" ADD CONSTRAINT "procedure_visible_roles_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_visible_roles" ADD CONSTRAINT "procedure_visible_roles_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_step_idx" ON "checklist_items" USING btree ("step_id","sort_key");--> statement-breakpoint
CREATE INDEX "procedure_steps_procedure_idx" ON "procedure_steps" USING btree ("procedure_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "procedures_company_type_category_uq" ON "procedures" USING btree ("company_id","event_type_id",coalesce("event_category_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "procedures"."flavor" = 'Incident';--> statement-breakpoint
CREATE INDEX "procedures_company_flavor_name_idx" ON "procedures" USING btree ("company_id","flavor",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "procedures_name_search_idx" ON "procedures" USING gin ((lower(coalesce("name", ''))) gin_trgm_ops);