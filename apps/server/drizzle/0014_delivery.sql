-- Orders a Sri Lankan shop can run on (issue #17, docs/product.md §11 "Delivery charge"): the
-- shop's delivery charge per district with an optional free-delivery threshold, the district and
-- the charge kept on each order, and a shopper's last delivery details kept with the account.
--
-- The charges start empty: a district with no row pays 0, so a shop that sets nothing sees no
-- change. District names are core's DISTRICTS, checked by the server, not here: the list is
-- code, and a CHECK naming 25 districts would need a migration for a spelling.
CREATE TABLE "delivery_charges" (
	"district" text PRIMARY KEY NOT NULL,
	"charge_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_charges_not_negative" CHECK ("delivery_charges"."charge_cents" >= 0)
);
--> statement-breakpoint
-- One row per account, replaced on every order and by PUT /api/auth/delivery-details. Never in
-- the browser's storage, which a shared computer would leave for the next person.
CREATE TABLE "delivery_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"district" text,
	"delivery_method" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_details_delivery_method" CHECK ("delivery_details"."delivery_method" IN ('delivery', 'pickup'))
);
--> statement-breakpoint
-- A single row (id 1), written when the shop first saves its delivery screen.
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_threshold_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_threshold_positive" CHECK ("delivery_settings"."free_threshold_cents" > 0)
);
--> statement-breakpoint
-- Older orders keep no district (null) and paid no delivery charge (0). A constant default adds
-- the column without rewriting the table (PostgreSQL 11 and later), however many orders there are.
ALTER TABLE "orders" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_details" ADD CONSTRAINT "delivery_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Checks every order once (a scan, no rewrite); each holds the 0 just added.
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_not_negative" CHECK ("orders"."delivery_charge_cents" >= 0);