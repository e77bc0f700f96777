-- Issue 15 (speed): the days whose instances a task has all stored, so a window read inside them
-- neither checks nor writes (a save clears them); locations by task, removed ones too (My Tasks' names).
ALTER TABLE "routine_tasks" ADD COLUMN "stored_from_local" date;--> statement-breakpoint
ALTER TABLE "routine_tasks" ADD COLUMN "stored_through_local" date;--> statement-breakpoint
CREATE INDEX "routine_task_locations_task_idx" ON "routine_task_locations" USING btree ("routine_task_id");
