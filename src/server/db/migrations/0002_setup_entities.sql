CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_system_type" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_name" text,
	"number" text,
	"contact_number" text,
	"policy_type" integer DEFAULT 3 NOT NULL,
	"start_date" date,
	"end_date" date,
	"premium" numeric(14, 2),
	"premium_annualized" numeric(14, 2),
	"coverage_amount" numeric(14, 2),
	"deductible" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_insurance_policies" (
	"company_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_insurance_policies_property_id_policy_id_pk" PRIMARY KEY("property_id","policy_id")
);
--> statement-breakpoint
DROP INDEX "event_categories_type_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "event_subscription_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "event_change_subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_insurance_policies" ADD CONSTRAINT "property_insurance_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_insurance_policies" ADD CONSTRAINT "property_insurance_policies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_insurance_policies" ADD CONSTRAINT "property_insurance_policies_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_types_company_name_idx" ON "document_types" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "document_types_search_idx" ON "document_types" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_policies_company_carrier_idx" ON "insurance_policies" USING btree ("company_id",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_search_idx" ON "insurance_policies" USING gin ((lower(coalesce("carrier_name", '') || ' ' || coalesce("number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_insurance_policies_policy_idx" ON "property_insurance_policies" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "event_categories_search_idx" ON "event_categories" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_types_search_idx" ON "event_types" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email_address" || ' ' || coalesce("phone_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_company_number_idx" ON "properties" USING btree ("company_id",lower("property_number"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_on_call_e164_uq" ON "properties" USING btree ("on_call_phone_e164");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ((lower("property_number" || ' ' || "name" || ' ' || coalesce("city", '') || ' ' || coalesce("state", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_groups_search_idx" ON "property_groups" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "position_types_search_idx" ON "position_types" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_properties_property_idx" ON "vendor_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "vendor_property_groups_group_idx" ON "vendor_property_groups" USING btree ("property_group_id");--> statement-breakpoint
CREATE INDEX "vendor_types_search_idx" ON "vendor_types" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ((lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_categories_type_idx" ON "event_categories" USING btree ("event_type_id",lower("name"));