-- Issue #28: an order placed from a quotation may carry the shop's own lines (installation,
-- transport), which name no product of the catalogue.
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;