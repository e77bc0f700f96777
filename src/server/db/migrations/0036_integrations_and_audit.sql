CREATE TABLE "audit_entries" (
	"company_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"domain_event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid,
	"event_id" uuid,
	"actor_person_id" uuid,
	"actor_api_key_id" uuid,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_company_id_seq_pk" PRIMARY KEY("company_id","seq")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"position_type_id" uuid NOT NULL,
	"created_by_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"domain_event_id" uuid,
	"kind" text NOT NULL,
	"object_id" uuid,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"response_body" text,
	"duration_ms" integer,
	"error" text,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"domain_event_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text NOT NULL,
	"kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signing_secret" text NOT NULL,
	"position_type_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"failing_since" timestamp with time zone,
	"created_by_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "actor_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_domain_event_id_domain_events_id_fk" FOREIGN KEY ("domain_event_id") REFERENCES "public"."domain_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_domain_event_id_domain_events_id_fk" FOREIGN KEY ("domain_event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_domain_event_uq" ON "audit_entries" USING btree ("domain_event_id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_time_idx" ON "audit_entries" USING btree ("company_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_actor_idx" ON "audit_entries" USING btree ("company_id","actor_person_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_api_key_idx" ON "audit_entries" USING btree ("company_id","actor_api_key_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_subject_idx" ON "audit_entries" USING btree ("company_id","subject_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_type_idx" ON "audit_entries" USING btree ("company_id","type","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_uq" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_created_idx" ON "api_keys" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_object_idx" ON "webhook_deliveries" USING btree ("webhook_id","object_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_outbox_domain_event_uq" ON "webhook_outbox" USING btree ("domain_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_uq" ON "webhook_deliveries" USING btree ("webhook_id","domain_event_id");--> statement-breakpoint
CREATE INDEX "webhooks_company_created_idx" ON "webhooks" USING btree ("company_id","created_at","id");
--> statement-breakpoint
-- The webhooks' outbox (issue 28, 2; src/server/modules/webhooks): a domain event that a webhook
-- kind is made of is noted, in the transaction that records it, when its company has an enabled
-- webhook. The WHEN list is WEBHOOK_KIND_OF_DOMAIN_EVENT's types (tests/api/webhooks.test.ts checks it).
CREATE FUNCTION "webhook_outbox_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhooks WHERE company_id = NEW.company_id AND enabled AND deleted_at IS NULL) THEN
    INSERT INTO webhook_outbox (domain_event_id, company_id, occurred_at)
      VALUES (NEW.id, NEW.company_id, NEW.occurred_at)
      ON CONFLICT (domain_event_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_webhook_outbox" AFTER INSERT ON "domain_events" FOR EACH ROW
  WHEN (NEW.type IN ('event.created', 'event.statusChanged', 'event.detailsSaved', 'event.archived', 'event.claim.created', 'event.claim.updated', 'routineTaskResult.completed'))
  EXECUTE FUNCTION "webhook_outbox_note"();
--> statement-breakpoint
-- The audit trail (issue 28, 3; src/server/modules/audit). audit_pending: the domain events not
-- yet sealed, noted by a statement trigger in the transaction that records them (every insert,
-- the direct ones too; ENABLE ALWAYS, so a load under replica is sealed as well). The sealer
-- reads them per company in (occurred_at, id) order, appends them to the company's hash chain
-- and deletes them, all in one transaction.
CREATE TABLE "audit_pending" (
	"domain_event_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_pending" ADD CONSTRAINT "audit_pending_domain_event_id_domain_events_id_fk" FOREIGN KEY ("domain_event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_pending_company_idx" ON "audit_pending" USING btree ("company_id","occurred_at","domain_event_id");--> statement-breakpoint
CREATE TABLE "audit_digests" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_digests_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "audit_digests" ADD CONSTRAINT "audit_digests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "audit_pending_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_pending (domain_event_id, company_id, occurred_at)
    SELECT id, company_id, occurred_at FROM audit_new_events;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_audit_pending" AFTER INSERT ON "domain_events"
  REFERENCING NEW TABLE AS audit_new_events FOR EACH STATEMENT
  EXECUTE FUNCTION "audit_pending_note"();--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ALWAYS TRIGGER "domain_events_audit_pending";--> statement-breakpoint
-- The domain events recorded before this migration wait to be sealed like new ones.
INSERT INTO "audit_pending" ("domain_event_id", "company_id", "occurred_at")
  SELECT "id", "company_id", "occurred_at" FROM "domain_events";--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE of audit_entries, whoever asks (ENABLE ALWAYS: not
-- even under session_replication_role = replica). Its company cannot be deleted either (the
-- foreign key has no cascade). Only the table's owner can drop or disable this trigger; the daily
-- digest of the chain head (e-mailed outside the database) shows such a rewrite.
CREATE FUNCTION "audit_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse_change"();--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ALWAYS TRIGGER "audit_entries_append_only";
