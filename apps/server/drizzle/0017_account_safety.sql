-- What one free account can do (issue #23, docs/decisions/018-what-a-free-account-holds.md).
-- Sign-ins become sessions a sign-out ends; addresses are confirmed by a mailed link; orders of
-- unconfirmed accounts keep the address they came from. E-mails are kept in core's one form and
-- compared byte for byte, no longer through lower(), whose answer depends on the collation (the
-- embedded cluster's C locale told 'lili' from 'LİLİ', an ordinary C.UTF-8 database does not).
-- Here the ASCII letters are lower-cased, the same under any locale; start-up normalises the few
-- addresses with other letters (db/normalise-emails.ts). Accounts made before this confirmation
-- existed count as confirmed: their owners have been mailed all along, and must keep their mail.
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "created_at";--> statement-breakpoint
UPDATE "users" SET "email" = translate(btrim("email"), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
  WHERE "email" <> translate(btrim("email"), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_placed_from_pending_idx" ON "orders" USING btree ("placed_from") WHERE "orders"."status" = 'pending' AND "orders"."placed_from" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
-- A held confirmation of an order cancelled before the address was confirmed is no longer true:
-- it is kept as 'skipped', not sent.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed', 'skipped'));
