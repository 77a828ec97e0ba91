-- Issue #30: the language an order or a quotation was placed in (its mails and documents follow
-- it), and a product's description and specification labels in Sinhala and Tamil.
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" IN ('en', 'si', 'ta'));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_language" CHECK ("quotations"."language" IN ('en', 'si', 'ta'));