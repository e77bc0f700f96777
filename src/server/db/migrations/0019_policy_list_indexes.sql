CREATE INDEX "insurance_policies_company_number_idx" ON "insurance_policies" USING btree ("company_id",lower("number"),lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_type_idx" ON "insurance_policies" USING btree ("company_id","policy_type",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_start_idx" ON "insurance_policies" USING btree ("company_id","start_date",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_end_idx" ON "insurance_policies" USING btree ("company_id","end_date",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_premium_idx" ON "insurance_policies" USING btree ("company_id","premium",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_premium_annualized_idx" ON "insurance_policies" USING btree ("company_id","premium_annualized",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_coverage_idx" ON "insurance_policies" USING btree ("company_id","coverage_amount",lower("carrier_name"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_deductible_idx" ON "insurance_policies" USING btree ("company_id","deductible",lower("carrier_name"),"id");