ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
CREATE INDEX "audit_log_admin_at_idx" ON "audit_log" USING btree ("admin_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_summary_trgm_idx" ON "audit_log" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
-- Entries written before the column existed take the name their admin has now.
UPDATE "audit_log" SET "actor_name" = "users"."full_name" FROM "users" WHERE "users"."id" = "audit_log"."admin_id";
