-- Search on the server (docs/product.md §5): names by trigram, suggestions by full-text search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A shop that had products before brands existed: the brand is how the name begins (the seed's
-- names are brand then model), taking the known brands of more than one word whole.
UPDATE "products" SET "brand" = coalesce(
  (SELECT b FROM (VALUES ('Allen & Heath'), ('dB Technologies'), ('Universal Audio'), ('LD Systems'), ('Crest Audio'), ('Ultimate Ears'), ('Adam Audio')) AS known(b) WHERE "name" LIKE b || ' %' LIMIT 1),
  split_part("name", ' ', 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_cents" bigint GENERATED ALWAYS AS (CASE WHEN discount_price_cents > 0 THEN discount_price_cents ELSE price_cents END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || brand || ' ' || category || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price_cents") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
-- Stock changes (every order) no longer notify: NOTIFY takes a database-wide lock at commit.
-- The catalogue follows stock by polling (docs/architecture.md, catalogue); edits still notify.
DROP TRIGGER "products_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_changed"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "name", "price_cents", "discount_price_cents", "category", "brand", "images", "description",
  "promo_code", "promo_discount", "koko_installment", "koko_installment_count",
  "koko_installment_price_cents", "featured", "archived_at", "version"
ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();