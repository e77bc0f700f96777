CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"property_id" uuid,
	"event_id" uuid,
	"folder_type" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"container_id" uuid GENERATED ALWAYS AS (coalesce(parent_id, event_id, property_id, company_id)) STORED NOT NULL,
	"created_by_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_one_scope" CHECK ("folders"."event_id" is null or "folders"."property_id" is null),
	CONSTRAINT "folders_type_of_scope" CHECK ("folders"."folder_type" = case when "folders"."event_id" is not null then 'Event' when "folders"."property_id" is not null then 'Property' else 'Company' end)
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "folder_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "file_name" text;--> statement-breakpoint
-- Files stored before this migration were named by their uploaded file.
UPDATE "files" SET "file_name" = "name";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "file_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "document_type_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "deleted_by_person_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "container_id" uuid GENERATED ALWAYS AS (coalesce(folder_id, event_id, property_id, company_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folders_container_name_uq" ON "folders" USING btree ("container_id",lower("name"));--> statement-breakpoint
CREATE INDEX "folders_scope_idx" ON "folders" USING btree ("company_id","event_id","property_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_deleted_by_person_id_people_id_fk" FOREIGN KEY ("deleted_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_container_listing_idx" ON "files" USING btree ("container_id","kind",lower("name"),"id") WHERE "files"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_one_scope" CHECK ("files"."event_id" is null or "files"."property_id" is null);