-- Search at 50,000 products: a brand's or category's products by name, and the suggestions'
-- joined-name and nearest-name reads. IF [NOT] EXISTS: a development database may hold an
-- earlier draft of this migration.
DROP INDEX IF EXISTS "products_category_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_name_idx" ON "products" USING btree ("category","name") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_joined_name_trgm_idx" ON "products" USING gin (translate(lower("name"), ' -/.', '') gin_trgm_ops) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_gist_idx" ON "products" USING gist (lower("name") gist_trgm_ops) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_brand_name_idx" ON "products" USING btree ("brand","name") WHERE "products"."archived_at" IS NULL;