DROP INDEX "boma_groups_status_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
DROP INDEX "group_suggestions_status_idx";--> statement-breakpoint
DROP INDEX "rafikis_status_idx";--> statement-breakpoint
DROP INDEX "therapists_status_idx";--> statement-breakpoint
DROP INDEX "users_status_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "boma_groups_status_created_at_idx" ON "boma_groups" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "boma_groups_created_at_idx" ON "boma_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "boma_groups_updated_at_idx" ON "boma_groups" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "boma_groups_name_idx" ON "boma_groups" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "boma_groups_category_idx" ON "boma_groups" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_full_name_idx" ON "contact_messages" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contact_messages_subject_idx" ON "contact_messages" USING btree (lower("subject"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_replied_at_idx" ON "contact_messages" USING btree ("replied_at","id");--> statement-breakpoint
CREATE INDEX "group_suggestions_status_suggested_at_idx" ON "group_suggestions" USING btree ("status","suggested_at","id");--> statement-breakpoint
CREATE INDEX "group_suggestions_suggested_at_idx" ON "group_suggestions" USING btree ("suggested_at","id");--> statement-breakpoint
CREATE INDEX "group_suggestions_group_name_idx" ON "group_suggestions" USING btree (lower("group_name"),"id");--> statement-breakpoint
CREATE INDEX "group_suggestions_suggested_by_name_idx" ON "group_suggestions" USING btree (lower("suggested_by_name"),"id");--> statement-breakpoint
CREATE INDEX "group_suggestions_category_idx" ON "group_suggestions" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "rafikis_status_created_at_idx" ON "rafikis" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rafikis_created_at_idx" ON "rafikis" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rafikis_join_date_idx" ON "rafikis" USING btree ("join_date","id");--> statement-breakpoint
CREATE INDEX "resources_is_active_created_at_idx" ON "resources" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "resources_title_idx" ON "resources" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "resources_resource_type_idx" ON "resources" USING btree ("resource_type","id");--> statement-breakpoint
CREATE INDEX "therapists_status_created_at_idx" ON "therapists" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "therapists_created_at_idx" ON "therapists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "therapists_years_experience_idx" ON "therapists" USING btree ("years_experience","id");--> statement-breakpoint
CREATE INDEX "therapists_hourly_rate_idx" ON "therapists" USING btree ("hourly_rate","id");--> statement-breakpoint
CREATE INDEX "users_status_created_at_idx" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "users_join_date_idx" ON "users" USING btree ("join_date","id");--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING btree (lower("location"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");