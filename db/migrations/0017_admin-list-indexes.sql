-- the console's user list: partial (deleted_at IS NULL) sort indexes, so a page, even a deep one, is an index-only scan
DROP INDEX "users_last_name_id_idx";--> statement-breakpoint
DROP INDEX "users_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "users_live_last_name_id_idx" ON "users" USING btree ("last_name","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_live_created_at_id_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" IS NULL;