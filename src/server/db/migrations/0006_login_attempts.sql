CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_attempts_expire_idx" ON "login_attempts" USING btree ("expire");