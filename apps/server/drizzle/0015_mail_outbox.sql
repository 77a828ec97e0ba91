-- Order mails and receipts (issue #17, decision 016): mail to send is recorded here in the same
-- transaction as the order change it tells of (an outbox), and a sender on every instance sends
-- it afterwards, retrying with back-off, so a mail server that is down loses neither a mail nor an
-- order. The message is rendered when it is sent, from the order and `params`.
--
-- `key` names the mail ('order_confirmation:<order id>', 'refund_due:<payment id>'): recording
-- the same mail twice (a replayed confirmation) does nothing.
-- `status`: pending until sent, sent, or failed once its attempts are spent (kept, to be seen).
-- `next_attempt_at`: when a sender may take it; a sender that claims a row moves it forward by a
-- lease first, so a sender that dies mid-send leaves it to another after the lease.
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
-- An order's mail goes with it (db:import replaces orders whole).
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The senders' claim (FOR UPDATE SKIP LOCKED) reads only the pending rows, soonest first.
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");