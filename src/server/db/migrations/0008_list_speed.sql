-- The search indexes of the large lists start with the company (btree_gin), so a search reads one company's matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "people_search_idx";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
DROP INDEX "property_groups_search_idx";--> statement-breakpoint
DROP INDEX "vendors_search_idx";--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("company_id",("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("company_id",("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_groups_search_idx" ON "property_groups" USING gin ("company_id",(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("company_id",("search_text") gin_trgm_ops);