-- A reset link remembers the address it was sent to: a link left in an old mailbox never opens
-- an account that has moved to a new address.
ALTER TABLE "password_reset_tokens" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Links already sent were sent to the account's current address.
UPDATE "password_reset_tokens" AS t SET "email" = u."email" FROM "users" AS u WHERE u."id" = t."user_id";--> statement-breakpoint
-- Any change of an account's password (by any path), address, status or level voids its unused
-- reset links in the same transaction, so the usual remedies of someone who fears their mailbox
-- was read work. Deleting the account deletes its links (on delete cascade).
CREATE FUNCTION "void_reset_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "password_reset_tokens" SET "used_at" = now() WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_void_reset_links" AFTER UPDATE OF "password_hash", "email", "status", "is_admin", "admin_level" ON "users"
FOR EACH ROW
WHEN (
  OLD."password_hash" IS DISTINCT FROM NEW."password_hash"
  OR OLD."email" IS DISTINCT FROM NEW."email"
  OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."is_admin" IS DISTINCT FROM NEW."is_admin"
  OR OLD."admin_level" IS DISTINCT FROM NEW."admin_level"
)
EXECUTE FUNCTION "void_reset_links"();
