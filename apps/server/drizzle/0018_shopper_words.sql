-- The widened search (issue #25): every field in one lower-case text, found by trigram regex;
-- the full-text document it replaces is no longer read.
DROP INDEX "products_search_document_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || category || ' ' || sku || ' ' || description || ' ' || specs::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";