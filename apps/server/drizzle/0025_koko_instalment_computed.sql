-- The KOKO instalment is no longer typed by the owner (issue #27): the shop computes it from the
-- current price (core's splitInstalments), as the product card and the checkout always did, so a
-- typed one could only disagree with them. The products_changed trigger names its columns, and a
-- column a trigger names cannot be dropped: it is made again without it, as in 0013.
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "koko_installment_price_cents";--> statement-breakpoint
CREATE TRIGGER "products_changed"
AFTER INSERT OR DELETE OR UPDATE OF
  "name", "slug", "price_cents", "discount_price_cents", "category", "brand", "pictures",
  "description", "promo_code", "promo_discount", "koko_installment", "koko_installment_count",
  "featured", "sku", "specs", "warranty_months", "warranty_by", "archived_at", "version"
ON "products" FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
