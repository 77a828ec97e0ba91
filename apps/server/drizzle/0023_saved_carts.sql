-- The cart kept with a signed-in shopper's account (issue #26), so that it follows them to another
-- device and back after Logout: one row per account, its lines bounded by core (50 products).
CREATE TABLE "saved_carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;