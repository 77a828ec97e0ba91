CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each stored address /media/<id>.<ext> becomes the picture <id>, in the same order; alt text
-- empty (the shop shows the product's name). Size and colour come once the picture is processed,
-- shortly after start (services/media/prepare-pictures.ts). An address of no stored image shows
-- nothing today (the back office only ever stored uploads) and is left out.
UPDATE "products" SET "pictures" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('id', m[1], 'alt', '') ORDER BY t.ord)
  FROM jsonb_array_elements_text("products"."images") WITH ORDINALITY AS t(url, ord)
  CROSS JOIN LATERAL regexp_match(t.url, '^/media/([0-9a-f-]{36})\.[a-z]+$') AS m
  WHERE EXISTS (SELECT 1 FROM "images" i WHERE i."id"::text = m[1])
), '[]'::jsonb)
WHERE "images" <> '[]'::jsonb;--> statement-breakpoint
-- The trigger names the columns that are edits; "images" goes, "pictures" comes.
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "images";--> statement-breakpoint
CREATE TRIGGER "products_changed"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "name", "price_cents", "discount_price_cents", "category", "brand", "pictures", "description",
  "promo_code", "promo_discount", "koko_installment", "koko_installment_count",
  "koko_installment_price_cents", "featured", "archived_at", "version"
ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();