DROP INDEX "people_search_idx";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
DROP INDEX "vendors_search_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("people"."first_name" || ' ' || "people"."last_name" || ' ' || "people"."email_address" || ' ' || coalesce("people"."phone_number", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("properties"."property_number" || ' ' || "properties"."name" || ' ' || coalesce("properties"."city", '') || ' ' || coalesce("properties"."state", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("vendors"."name" || ' ' || coalesce("vendors"."email", '') || ' ' || coalesce("vendors"."city", '') || ' ' || coalesce("vendors"."state", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search_text" gin_trgm_ops);