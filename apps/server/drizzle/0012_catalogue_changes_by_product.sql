-- An edit names the product it changed, so each instance patches its built list with that one row
-- instead of reading all of them again (docs/architecture.md, the catalogue). One notification
-- per row, still only for the columns that are edits: the order path, which writes "stock" alone,
-- sends none. A TRUNCATE names none, and an empty payload means "read everything".
CREATE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed"
AFTER INSERT OR DELETE OR UPDATE OF
  "name", "price_cents", "discount_price_cents", "category", "brand", "pictures", "description",
  "promo_code", "promo_discount", "koko_installment", "koko_installment_count",
  "koko_installment_price_cents", "featured", "archived_at", "version"
ON "products" FOR EACH ROW EXECUTE FUNCTION notify_product_changed();--> statement-breakpoint
CREATE TRIGGER "products_truncated"
AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
