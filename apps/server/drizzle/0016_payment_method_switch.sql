-- A shopper may pay a pending, unpaid order another way (issue #17, docs/product.md §12 "Paying
-- another way"): switching marks the order's open and failed attempts superseded. Such an attempt
-- never confirms the order; a payment it still brings is kept as refund due. Null for every
-- attempt made before this migration, which none superseded.
ALTER TABLE "payments" ADD COLUMN "superseded_at" timestamp with time zone;
