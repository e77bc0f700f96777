DROP INDEX "event_categories_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_company_name_uq" ON "document_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_type_name_uq" ON "event_categories" USING btree ("event_type_id",lower("name"));