-- Issue 15 (server side): routine tasks, their locations and assignees, the instances stored when first
-- needed (one per task and due date) and the per-location results; a procedure step's on-No event.
CREATE TABLE "routine_task_assignees" (
	"company_id" uuid NOT NULL,
	"routine_task_id" uuid NOT NULL,
	"person_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_task_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"routine_task_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"due_date_local" date NOT NULL,
	"due_utc" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"last_updated_or_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_task_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"routine_task_id" uuid NOT NULL,
	"location_type" text DEFAULT 'Adhoc' NOT NULL,
	"name" text NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "routine_task_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"started_by_person_id" uuid,
	"started_at" timestamp with time zone,
	"completed_by_person_id" uuid,
	"completed_at" timestamp with time zone,
	"answered_question_trail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raised_event_id" uuid
);
--> statement-breakpoint
CREATE TABLE "routine_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"procedure_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date_local" date NOT NULL,
	"perform_ad_hoc" boolean DEFAULT false NOT NULL,
	"schedule" jsonb NOT NULL,
	"schedule_from_local" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD COLUMN "no_event_type_id" uuid;--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD COLUMN "no_event_category_id" uuid;--> statement-breakpoint
ALTER TABLE "routine_task_assignees" ADD CONSTRAINT "routine_task_assignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_assignees" ADD CONSTRAINT "routine_task_assignees_routine_task_id_routine_tasks_id_fk" FOREIGN KEY ("routine_task_id") REFERENCES "public"."routine_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_assignees" ADD CONSTRAINT "routine_task_assignees_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_instances" ADD CONSTRAINT "routine_task_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_instances" ADD CONSTRAINT "routine_task_instances_routine_task_id_routine_tasks_id_fk" FOREIGN KEY ("routine_task_id") REFERENCES "public"."routine_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_instances" ADD CONSTRAINT "routine_task_instances_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_locations" ADD CONSTRAINT "routine_task_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_locations" ADD CONSTRAINT "routine_task_locations_routine_task_id_routine_tasks_id_fk" FOREIGN KEY ("routine_task_id") REFERENCES "public"."routine_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_instance_id_routine_task_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."routine_task_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_location_id_routine_task_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."routine_task_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_started_by_person_id_people_id_fk" FOREIGN KEY ("started_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_completed_by_person_id_people_id_fk" FOREIGN KEY ("completed_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_results" ADD CONSTRAINT "routine_task_results_raised_event_id_events_id_fk" FOREIGN KEY ("raised_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_tasks" ADD CONSTRAINT "routine_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_tasks" ADD CONSTRAINT "routine_tasks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_tasks" ADD CONSTRAINT "routine_tasks_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_task_assignees_uq" ON "routine_task_assignees" USING btree ("routine_task_id","person_id");--> statement-breakpoint
CREATE INDEX "routine_task_assignees_person_idx" ON "routine_task_assignees" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routine_task_instances_task_due_uq" ON "routine_task_instances" USING btree ("routine_task_id","due_date_local");--> statement-breakpoint
CREATE INDEX "routine_task_instances_property_due_idx" ON "routine_task_instances" USING btree ("company_id","property_id","due_date_local");--> statement-breakpoint
CREATE UNIQUE INDEX "routine_task_locations_name_type_uq" ON "routine_task_locations" USING btree ("routine_task_id",lower("name"),"location_type") WHERE "routine_task_locations"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_task_results_instance_location_uq" ON "routine_task_results" USING btree ("instance_id","location_id");--> statement-breakpoint
CREATE INDEX "routine_task_results_raised_event_idx" ON "routine_task_results" USING btree ("raised_event_id");--> statement-breakpoint
CREATE INDEX "routine_tasks_property_idx" ON "routine_tasks" USING btree ("company_id","property_id",lower("name"),"id");--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_no_event_type_id_event_types_id_fk" FOREIGN KEY ("no_event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_steps" ADD CONSTRAINT "procedure_steps_no_event_category_id_event_categories_id_fk" FOREIGN KEY ("no_event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;