-- Crisis triage of contact messages (docs/crisis-triage.md): the risk tier, the response
-- target and the on-call alert of each message, its note history, and the on-call addresses'
-- last alert. The new mail kind is not used in this transaction (PostgreSQL forbids that).
ALTER TYPE "public"."mail_kind" ADD VALUE 'crisis_alert';--> statement-breakpoint
CREATE TABLE "contact_message_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_message_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_notes_kind_check" CHECK ("contact_message_notes"."kind" in ('note', 'called', 'referred', 'emergency_services', 'safeguarding', 'outcome'))
);
--> statement-breakpoint
CREATE TABLE "crisis_alert_recipients" (
	"address" text PRIMARY KEY NOT NULL,
	"last_alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "risk_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "risk_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "risk_rules_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "risk_missed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Added empty, filled, then required: messages stored before triage are due two days after
-- they arrived (the `none` target, counted in calendar days: the staffed-hours setting is not
-- known to SQL). The default serves rows written outside the api (it always sets due_at).
ALTER TABLE "contact_messages" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "contact_messages" SET "due_at" = "created_at" + interval '2 days';--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "due_at" SET DEFAULT now() + interval '2 days';--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "oncall_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "oncall_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "oncall_secondary_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message_notes" ADD CONSTRAINT "contact_message_notes_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_notes" ADD CONSTRAINT "contact_message_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_notes_message_idx" ON "contact_message_notes" USING btree ("contact_message_id","created_at","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_risk_queue_idx" ON "contact_messages" USING btree ((case "risk_level" when 'high' then 0 when 'elevated' then 1 else 2 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_waiting_crisis_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."risk_level" = 'high' and "contact_messages"."first_response_at" is null and "contact_messages"."status" <> 'closed';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_risk_level_check" CHECK ("contact_messages"."risk_level" in ('high', 'elevated', 'none'));;--> statement-breakpoint
-- Messages stored before triage: the self-declared subject "Crisis Support" is `high` whatever
-- the text, as the rules decide it; the words of the others are not re-read here (their tier
-- stays `none`, with an empty rules version: not decided by the rules).
UPDATE "contact_messages" SET "risk_level" = 'high', "risk_reasons" = '{subject}'::text[] WHERE "subject" = 'Crisis Support';
