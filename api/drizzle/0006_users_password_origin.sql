-- Existing passwords count as chosen by someone else (their origin is unknown): they keep
-- working, except that a promotion to super admin asks the owner for a new one.
ALTER TABLE "users" ADD COLUMN "password_set_by_self" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_must_change" boolean DEFAULT false NOT NULL;
