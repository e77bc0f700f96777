-- Issue 16 (server side): notification subscriptions (the editor's definition, and flat conditions and
-- locations that matching reads by index), the outbox of event changes, when each event's status last
-- changed, and the deliveries, unique per subscription, change, recipient and medium. The outbox message
-- id makes a second send of one delivery a no-op. A trigger on domain_events writes the outbox row in
-- the transaction of the change (event.created, event.archived, event.statusChanged).
CREATE TABLE "subscription_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"filter_index" integer NOT NULL,
	"action_type" text NOT NULL,
	"event_type_id" uuid,
	"event_category_id" uuid,
	"status" integer,
	"high_only" boolean DEFAULT false NOT NULL,
	"delay_hours" integer,
	"frequency_type" text,
	"notify_on_call" boolean DEFAULT false NOT NULL,
	"has_locations" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"recipient_key" text NOT NULL,
	"person_id" uuid,
	"recipient_name" text NOT NULL,
	"media_type" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_event_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"status" integer,
	"change_key" text NOT NULL,
	"subscription_id" uuid,
	"condition_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_event_status_since" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_locations" (
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"filter_index" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject_type" text DEFAULT 'Event' NOT NULL,
	"filters_operator" text DEFAULT 'OR' NOT NULL,
	"definition" jsonb NOT NULL,
	"last_sent_utc" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "subscription_conditions" ADD CONSTRAINT "subscription_conditions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_conditions" ADD CONSTRAINT "subscription_conditions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_change_id_subscription_event_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."subscription_event_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_event_changes" ADD CONSTRAINT "subscription_event_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_event_status_since" ADD CONSTRAINT "subscription_event_status_since_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_locations" ADD CONSTRAINT "subscription_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_locations" ADD CONSTRAINT "subscription_locations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_conditions_match_idx" ON "subscription_conditions" USING btree ("company_id","action_type","event_type_id") WHERE "subscription_conditions"."active";--> statement-breakpoint
CREATE INDEX "subscription_conditions_subscription_idx" ON "subscription_conditions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_deliveries_once_uq" ON "subscription_deliveries" USING btree ("subscription_id","change_id","recipient_key","media_type");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_due_idx" ON "subscription_deliveries" USING btree ("next_attempt_at","id") WHERE "subscription_deliveries"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "subscription_deliveries_company_idx" ON "subscription_deliveries" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_subscription_idx" ON "subscription_deliveries" USING btree ("subscription_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_event_changes_key_uq" ON "subscription_event_changes" USING btree ("change_key");--> statement-breakpoint
CREATE INDEX "subscription_event_changes_pending_idx" ON "subscription_event_changes" USING btree ("occurred_at","id") WHERE "subscription_event_changes"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_event_status_since_idx" ON "subscription_event_status_since" USING btree ("company_id","status","since");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_locations_uq" ON "subscription_locations" USING btree ("subscription_id","filter_index","kind","ref");--> statement-breakpoint
CREATE INDEX "subscriptions_company_name_idx" ON "subscriptions" USING btree ("company_id",lower("name"),"id") WHERE "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_uq" ON "outbox" USING btree ("message_id");
--> statement-breakpoint
CREATE FUNCTION "subscription_event_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  action text;
  new_status integer;
BEGIN
  IF NEW.event_id IS NULL THEN RETURN NULL; END IF;
  IF NEW.type = 'event.created' THEN action := 'Created';
  ELSIF NEW.type = 'event.archived' THEN action := 'Deleted';
  ELSE action := 'StatusChanged';
  END IF;
  SELECT status INTO new_status FROM events WHERE id = NEW.event_id;
  IF action = 'StatusChanged' AND jsonb_typeof(NEW.payload->'to') = 'number' THEN
    new_status := (NEW.payload->>'to')::integer;
  END IF;
  INSERT INTO subscription_event_changes (company_id, event_id, action_type, status, change_key, occurred_at)
    VALUES (NEW.company_id, NEW.event_id, action, new_status, NEW.id::text, NEW.occurred_at);
  IF action = 'Deleted' THEN
    DELETE FROM subscription_event_status_since WHERE event_id = NEW.event_id;
  ELSE
    INSERT INTO subscription_event_status_since (event_id, company_id, status, since)
      VALUES (NEW.event_id, NEW.company_id, new_status, NEW.occurred_at)
      ON CONFLICT (event_id) DO UPDATE SET status = EXCLUDED.status, since = EXCLUDED.since;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_subscription_outbox" AFTER INSERT ON "domain_events" FOR EACH ROW
  WHEN (NEW.type IN ('event.created', 'event.archived', 'event.statusChanged'))
  EXECUTE FUNCTION "subscription_event_change"();
