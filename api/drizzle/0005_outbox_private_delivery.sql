ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;