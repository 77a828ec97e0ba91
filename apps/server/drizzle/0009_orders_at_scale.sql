-- Orders at a million (docs/performance.md "Orders at a million"): every newest-first list pages
-- by (created_at, id); the dashboard's day and month read orders_created_idx alone (it carries
-- status and total); the back office's search finds a whole e-mail address by equality, a part
-- of a name or e-mail by trigram (pg_trgm, 0008) and an order number's start by a range on the
-- primary key. On a shop with many orders the new indexes take a while to build, and this
-- migration holds writes to these tables until they are built. Written to run again: a database
-- that ran this migration's first version (without orders_email_idx) runs it once more.
DROP INDEX IF EXISTS "payments_status_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_user_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at","id","status","total_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'refund_due';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");