CREATE INDEX "users_last_name_id_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cohort_participants_user_id_idx" ON "cohort_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at","id");