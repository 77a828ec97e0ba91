-- Money columns to 64 bits: 32-bit cents end at Rs 21,474,836.47. One ALTER per table, so each
-- table is rewritten once.
ALTER TABLE "order_items" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint, ALTER COLUMN "original_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_cents" SET DATA TYPE bigint, ALTER COLUMN "discount_price_cents" SET DATA TYPE bigint, ALTER COLUMN "koko_installment_price_cents" SET DATA TYPE bigint;
