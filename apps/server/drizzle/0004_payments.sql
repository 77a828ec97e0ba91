CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'LKR' NOT NULL,
	"session_id" text,
	"success_indicator" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('initiated', 'succeeded', 'failed', 'refund_due')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" IN ('card', 'koko'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"order_reference" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"return_url" text NOT NULL,
	"success_indicator" text NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_koko_orders" (
	"trn_id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_koko_orders_merchant_order_id_unique" UNIQUE("merchant_order_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");