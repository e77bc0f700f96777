CREATE TABLE "event_involved_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street_address1" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"phone_number" text,
	"affiliation" integer,
	"other_affiliation_description" text,
	"nature_of_involvement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "archived_by_person_id" uuid;--> statement-breakpoint
ALTER TABLE "event_involved_people" ADD CONSTRAINT "event_involved_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_involved_people" ADD CONSTRAINT "event_involved_people_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_involved_people_event_idx" ON "event_involved_people" USING btree ("event_id","created_at","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_archived_by_person_id_people_id_fk" FOREIGN KEY ("archived_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;