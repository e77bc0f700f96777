-- Issue 10: the company's ordered indexes of the setup lists include the columns the list filter
-- reads (and the columns the sort expression is made of), so the name-ordered read of a search
-- filters index entries alone (an index-only scan: no heap fetch for rows that do not match,
-- once VACUUM has marked the pages all-visible). drizzle's index builder has no INCLUDE, so this
-- migration is written by hand; the schema files keep the key columns and point here.
DROP INDEX "people_company_full_name_idx";--> statement-breakpoint
CREATE INDEX "people_company_full_name_idx" ON "people" USING btree ("company_id",lower("first_name" || ' ' || "last_name"),"id") INCLUDE ("first_name","last_name","is_archived","search_text");--> statement-breakpoint
-- Properties: the list leaves archived properties out unless asked, so the covering name index
-- holds the live ones only; archived ones included read properties_company_name_all_idx. (A
-- covering index of every row would also serve a search that names no company as a full index
-- scan, which the planner then prefers to the trigram index on a small table.)
ALTER INDEX "properties_company_name_idx" RENAME TO "properties_company_name_all_idx";--> statement-breakpoint
CREATE INDEX "properties_company_name_idx" ON "properties" USING btree ("company_id",lower("name"),"id") INCLUDE ("name","search_text") WHERE NOT "is_archived";--> statement-breakpoint
DROP INDEX "vendors_company_name_idx";--> statement-breakpoint
CREATE INDEX "vendors_company_name_idx" ON "vendors" USING btree ("company_id",lower("name"),"id") INCLUDE ("name","search_text");--> statement-breakpoint
DROP INDEX "property_groups_company_name_idx";--> statement-breakpoint
CREATE INDEX "property_groups_company_name_idx" ON "property_groups" USING btree ("company_id",lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
DROP INDEX "position_types_company_name_idx";--> statement-breakpoint
CREATE INDEX "position_types_company_name_idx" ON "position_types" USING btree ("company_id",lower("name"),"id") INCLUDE ("name");
