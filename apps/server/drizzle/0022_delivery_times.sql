-- The delivery time of each district (issue #26), set with its charge on the back office's delivery
-- screen and shown by the checkout before the order; null where the shop has said none.
ALTER TABLE "delivery_charges" ADD COLUMN "delivery_time" text;