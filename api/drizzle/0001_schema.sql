CREATE TYPE "public"."admin_level" AS ENUM('admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."boma_group_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."contact_message_status" AS ENUM('unread', 'read', 'replied', 'closed');--> statement-breakpoint
CREATE TYPE "public"."group_category" AS ENUM('Mental Health', 'Support', 'Therapy', 'Social', 'Wellness', 'Education');--> statement-breakpoint
CREATE TYPE "public"."license_type" AS ENUM('counseling', 'clinical', 'psychology', 'psychiatry');--> statement-breakpoint
CREATE TYPE "public"."mail_kind" AS ENUM('password_reset', 'contact_reply');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('manager', 'moderator', 'member');--> statement-breakpoint
CREATE TYPE "public"."rafiki_status" AS ENUM('pending', 'active', 'training', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."resource_category" AS ENUM('Mental Health', 'Crisis Support', 'Wellness', 'Education', 'Community');--> statement-breakpoint
CREATE TYPE "public"."resource_type" AS ENUM('article', 'video', 'pdf', 'hotline');--> statement-breakpoint
CREATE TYPE "public"."suggestion_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."therapist_status" AS ENUM('pending', 'active', 'on_leave', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"summary" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boma_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "member_role" DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boma_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "boma_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" "group_category" DEFAULT 'Mental Health' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"status" "boma_group_status" DEFAULT 'active' NOT NULL,
	"assigned_rafiki_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "contact_message_status" DEFAULT 'unread' NOT NULL,
	"admin_notes" text,
	"reply_message" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"description" text NOT NULL,
	"category" "group_category" DEFAULT 'Mental Health' NOT NULL,
	"reasoning" text,
	"status" "suggestion_status" DEFAULT 'pending' NOT NULL,
	"suggested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suggested_by_user_id" integer,
	"suggested_by_name" text NOT NULL,
	"suggested_by_email" text NOT NULL,
	"assigned_rafiki_id" integer,
	"admin_notes" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"boma_group_id" integer
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" "mail_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rafikis" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"help_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"personal_experience" text,
	"motivations" text,
	"join_date" date,
	"status" "rafiki_status" DEFAULT 'training' NOT NULL,
	"training_completed" boolean DEFAULT false NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"is_moderator" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"admin_notes" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "resource_category" DEFAULT 'Mental Health' NOT NULL,
	"resource_type" "resource_type" DEFAULT 'article' NOT NULL,
	"url" text NOT NULL,
	"file_url" text,
	"phone" text,
	"image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "therapists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"license_number" text NOT NULL,
	"license_type" "license_type" DEFAULT 'counseling' NOT NULL,
	"specialization" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hourly_rate" integer DEFAULT 0 NOT NULL,
	"status" "therapist_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"admin_level" "admin_level",
	"bio" text,
	"location" text,
	"avatar_url" text,
	"join_date" date,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boma_group_members" ADD CONSTRAINT "boma_group_members_group_id_boma_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."boma_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boma_group_members" ADD CONSTRAINT "boma_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boma_groups" ADD CONSTRAINT "boma_groups_assigned_rafiki_id_rafikis_id_fk" FOREIGN KEY ("assigned_rafiki_id") REFERENCES "public"."rafikis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boma_groups" ADD CONSTRAINT "boma_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_suggestions" ADD CONSTRAINT "group_suggestions_suggested_by_user_id_users_id_fk" FOREIGN KEY ("suggested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_suggestions" ADD CONSTRAINT "group_suggestions_assigned_rafiki_id_rafikis_id_fk" FOREIGN KEY ("assigned_rafiki_id") REFERENCES "public"."rafikis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_suggestions" ADD CONSTRAINT "group_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_suggestions" ADD CONSTRAINT "group_suggestions_boma_group_id_boma_groups_id_fk" FOREIGN KEY ("boma_group_id") REFERENCES "public"."boma_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rafikis" ADD CONSTRAINT "rafikis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "boma_group_members_user_idx" ON "boma_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "boma_groups_status_idx" ON "boma_groups" USING btree ("status");--> statement-breakpoint
CREATE INDEX "boma_groups_search_trgm_idx" ON "boma_groups" USING gin (("name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (("full_name" || ' ' || "email" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "group_suggestions_status_idx" ON "group_suggestions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "group_suggestions_search_trgm_idx" ON "group_suggestions" USING gin (("group_name" || ' ' || "description" || ' ' || "suggested_by_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rafikis_user_unique" ON "rafikis" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rafikis_status_idx" ON "rafikis" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "resources_search_trgm_idx" ON "resources" USING gin (("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "therapists_user_unique" ON "therapists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "therapists_license_number_unique" ON "therapists" USING btree ("license_number");--> statement-breakpoint
CREATE INDEX "therapists_status_idx" ON "therapists" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("full_name" || ' ' || "email" || ' ' || "username" || ' ' || coalesce("phone", '')) gin_trgm_ops);