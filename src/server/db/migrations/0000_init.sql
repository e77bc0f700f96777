CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"track_event_management_report_changes" boolean DEFAULT false NOT NULL,
	"street_address1" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"event_type_id" uuid,
	"event_category_id" uuid,
	"status" integer DEFAULT 5 NOT NULL,
	"severity_level" integer DEFAULT 0 NOT NULL,
	"date_occurred_utc" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"login_id" uuid NOT NULL,
	"interaction_uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_logins_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"email_address" text NOT NULL,
	"position_id" uuid,
	"is_archived" boolean DEFAULT false NOT NULL,
	"all_properties_associated" boolean DEFAULT false NOT NULL,
	"property_event_severity_level" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_properties" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "person_properties_person_id_property_id_pk" PRIMARY KEY("person_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "person_property_groups" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"property_group_id" uuid NOT NULL,
	CONSTRAINT "person_property_groups_person_id_property_group_id_pk" PRIMARY KEY("person_id","property_group_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"property_number" text NOT NULL,
	"name" text NOT NULL,
	"number_of_units" integer DEFAULT 0 NOT NULL,
	"street_address1" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"phone_number" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"on_call_person_id" uuid,
	"on_call_phone_friendly" text,
	"on_call_phone_e164" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_group_properties" (
	"company_id" uuid NOT NULL,
	"property_group_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "property_group_properties_property_group_id_property_id_pk" PRIMARY KEY("property_group_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_poc_for_events" boolean DEFAULT true NOT NULL,
	"sees_all_company_items" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_properties" (
	"company_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "vendor_properties_vendor_id_property_id_pk" PRIMARY KEY("vendor_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_property_groups" (
	"company_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"property_group_id" uuid NOT NULL,
	CONSTRAINT "vendor_property_groups_vendor_id_property_group_id_pk" PRIMARY KEY("vendor_id","property_group_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vendor_type_id" uuid,
	"email" text,
	"phone" text,
	"city" text,
	"state" text,
	"all_properties_associated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_logins" ADD CONSTRAINT "one_time_logins_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_position_id_position_types_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_properties" ADD CONSTRAINT "person_properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_properties" ADD CONSTRAINT "person_properties_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_properties" ADD CONSTRAINT "person_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_property_groups" ADD CONSTRAINT "person_property_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_property_groups" ADD CONSTRAINT "person_property_groups_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_property_groups" ADD CONSTRAINT "person_property_groups_property_group_id_property_groups_id_fk" FOREIGN KEY ("property_group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_properties" ADD CONSTRAINT "property_group_properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_properties" ADD CONSTRAINT "property_group_properties_property_group_id_property_groups_id_fk" FOREIGN KEY ("property_group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_properties" ADD CONSTRAINT "property_group_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_types" ADD CONSTRAINT "position_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_properties" ADD CONSTRAINT "vendor_properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_properties" ADD CONSTRAINT "vendor_properties_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_properties" ADD CONSTRAINT "vendor_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_property_groups" ADD CONSTRAINT "vendor_property_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_property_groups" ADD CONSTRAINT "vendor_property_groups_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_property_groups" ADD CONSTRAINT "vendor_property_groups_property_group_id_property_groups_id_fk" FOREIGN KEY ("property_group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_types" ADD CONSTRAINT "vendor_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_type_id_vendor_types_id_fk" FOREIGN KEY ("vendor_type_id") REFERENCES "public"."vendor_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_categories_type_idx" ON "event_categories" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "event_types_company_name_idx" ON "event_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "events_company_number_uq" ON "events" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "events_company_status_idx" ON "events" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "events_company_type_category_idx" ON "events" USING btree ("company_id","event_type_id","event_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logins_email_uq" ON "logins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_kind_id_uq" ON "oidc_payloads" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "people_company_email_uq" ON "people" USING btree ("company_id",lower("email_address"));--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "people_company_name_idx" ON "people" USING btree ("company_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "person_properties_property_idx" ON "person_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "person_property_groups_group_idx" ON "person_property_groups" USING btree ("property_group_id");--> statement-breakpoint
CREATE INDEX "properties_company_name_idx" ON "properties" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "property_group_properties_property_idx" ON "property_group_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_groups_company_name_idx" ON "property_groups" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "position_types_company_name_idx" ON "position_types" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "vendor_types_company_name_idx" ON "vendor_types" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "vendors_company_name_idx" ON "vendors" USING btree ("company_id",lower("name"),"id");