-- Product pages (docs/product.md §3): a slug for each product's address, its SKU, specifications
-- and warranty. The slug is made here, in the database, so every way a product is added gets one:
-- the back office, the seed, a test's or a benchmark's INSERT, a bulk copy of 50,000 rows.
--
-- Slugs take accents off with normalize(), which PostgreSQL has only in a UTF8 database: refuse
-- any other at once, rather than make slugs that silently lose every accented letter.
DO $$
BEGIN
  IF current_setting('server_encoding') <> 'UTF8' THEN
    RAISE EXCEPTION 'The store needs a database in the UTF8 encoding; this one is in %.',
      current_setting('server_encoding')
      USING HINT = 'Create it with ENCODING ''UTF8'' TEMPLATE template0 and move the store there.';
  END IF;
END;
$$;--> statement-breakpoint
CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_by" text;--> statement-breakpoint
-- Checked at commit: the trigger below records a new product's slug before the product's row is
-- written (a BEFORE trigger), so an immediate check would find no product yet.
ALTER TABLE "product_slugs" ADD CONSTRAINT "product_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_complete" CHECK (("products"."warranty_months" IS NULL) = ("products"."warranty_by" IS NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months" CHECK ("products"."warranty_months" BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_by" CHECK ("products"."warranty_by" IN ('brand', 'shop'));--> statement-breakpoint
-- The words of a brand or a name as a slug spells them: accents off (é → e; ø, æ, ß, đ and ł,
-- which Unicode does not decompose, by hand), "&" said "and", lower case, letters and digits only.
-- Lower case by the C collation, so no database's locale changes a slug (a Turkish one lowers I
-- to a dotless ı, which is no letter here).
CREATE FUNCTION slug_words(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(regexp_split_to_array(lower(
    replace(replace(replace(replace(replace(translate(
      regexp_replace(normalize(coalesce(value, ''), NFKD), '[\u0300-\u036f]', '', 'g'),
      'ØøĐđŁł', 'OoDdLl'),
      'Æ', 'ae'), 'æ', 'ae'), 'ẞ', 'ss'), 'ß', 'ss'), '&', ' and ')
    COLLATE "C"), '[^a-z0-9]+'), '')
$$;--> statement-breakpoint
-- A product's slug before it is told apart from others' (core's MAX_SLUG_LENGTH, 80): the brand's
-- words, then the name's, the brand left out when the name starts with it ("Shure", "Shure SM58"
-- → shure-sm58); cut after the last whole word that fits; "product" when nothing is left.
CREATE FUNCTION product_slug(brand text, name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  brand_words text[] := slug_words(brand);
  name_words text[] := slug_words(name);
  words text[];
  word text;
  slug text := '';
BEGIN
  IF name_words[1:cardinality(brand_words)] = brand_words THEN
    words := name_words;
  ELSE
    words := brand_words || name_words;
  END IF;
  FOREACH word IN ARRAY words LOOP
    EXIT WHEN length(slug) + length(word) + 1 > 80 AND slug <> '';
    slug := CASE WHEN slug = '' THEN left(word, 80) ELSE slug || '-' || word END;
  END LOOP;
  RETURN CASE WHEN slug = '' THEN 'product' ELSE slug END;
END;
$$;--> statement-breakpoint
-- The first of base, base-2, base-3, … that no other product has ever had, recorded as this
-- product's. One it had itself comes back (a product renamed back to an old name gets its old
-- address). ON CONFLICT waits for a product being added with the same slug at the same moment,
-- so two never get one slug; no lock is held per row (a copy of 50,000 rows takes none).
CREATE FUNCTION claim_product_slug(product uuid, base text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  LOOP
    INSERT INTO product_slugs (slug, product_id) VALUES (candidate, product)
    ON CONFLICT (slug) DO NOTHING;
    IF FOUND THEN
      RETURN candidate;
    END IF;
    PERFORM FROM product_slugs WHERE slug = candidate AND product_id = product;
    IF FOUND THEN
      RETURN candidate;
    END IF;
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
END;
$$;--> statement-breakpoint
-- A slug is not mistaken for one without accents: the database's normalize() is working.
DO $$
BEGIN
  IF product_slug('RØDE', 'Café Crème & Co') <> 'rode-cafe-creme-and-co' THEN
    RAISE EXCEPTION 'product_slug() does not take accents off (it gave %)',
      product_slug('RØDE', 'Café Crème & Co');
  END IF;
END;
$$;--> statement-breakpoint
-- The products there are, oldest first, so the first of two alike keeps the plain slug.
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT id, brand, name FROM products ORDER BY created_at, id LOOP
    UPDATE products SET slug = claim_product_slug(p.id, product_slug(p.brand, p.name))
    WHERE id = p.id;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- Every insert gets a slug, and a rename whose slug words change gets a new one (its old slugs
-- stay in product_slugs, and redirect). An edit that leaves them alone, or writes the slug itself,
-- keeps the slug: only the database makes them. db:import alone restores slugs as exported (the
-- file carries product_slugs too), by setting avstore.restore for its transaction.
CREATE FUNCTION set_product_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := product_slug(NEW.brand, NEW.name);
BEGIN
  IF TG_OP = 'INSERT' AND coalesce(NEW.slug, '') <> ''
    AND current_setting('avstore.restore', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND base = product_slug(OLD.brand, OLD.name) THEN
    NEW.slug := OLD.slug;
  ELSE
    NEW.slug := claim_product_slug(NEW.id, base);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_slug"
BEFORE INSERT OR UPDATE OF "name", "brand", "slug"
ON "products" FOR EACH ROW EXECUTE FUNCTION set_product_slug();--> statement-breakpoint
-- The trigger names the columns that are edits: the page's fields and the slug come.
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed"
AFTER INSERT OR DELETE OR UPDATE OF
  "name", "slug", "price_cents", "discount_price_cents", "category", "brand", "pictures",
  "description", "promo_code", "promo_discount", "koko_installment", "koko_installment_count",
  "koko_installment_price_cents", "featured", "sku", "specs", "warranty_months", "warranty_by",
  "archived_at", "version"
ON "products" FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
