-- Issue 23: the photos of a task location's Image Upload steps, stored by the upload pipeline and
-- read only through their result (never a folder's, a library's or an event's file).
CREATE TABLE "routine_task_result_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"print_key" text,
	"uploaded_by_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_task_result_files" ADD CONSTRAINT "routine_task_result_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_result_files" ADD CONSTRAINT "routine_task_result_files_result_id_routine_task_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."routine_task_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_task_result_files" ADD CONSTRAINT "routine_task_result_files_uploaded_by_person_id_people_id_fk" FOREIGN KEY ("uploaded_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routine_task_result_files_step_idx" ON "routine_task_result_files" USING btree ("result_id","question_id","created_at");