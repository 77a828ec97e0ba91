-- The widened search (issue #25) by words: each product's fields as a tsvector in a GIN index,
-- and its name's words apart (a word naming gear is looked for in names). The regular expressions
-- over search_text read every match's 458 characters and could not keep up at 50,000 products.
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(lower(name || ' ' || brand || ' ' || category || ' ' || sku || ' ' || description || ' ' || jsonb_path_query_array(specs, '$[*].*')::text), '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_words_idx" ON "products" USING gin ("name_words") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";