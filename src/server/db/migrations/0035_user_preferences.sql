CREATE TABLE "user_preferences" (
	"email_key" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_language_known" CHECK ("user_preferences"."language" in ('en', 'es'))
);
