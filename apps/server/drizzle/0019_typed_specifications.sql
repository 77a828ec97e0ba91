-- Typed specifications (issue #25): each product's attributes of its category, filtered by the Shop
-- (a choice by containment, through the GIN index; a range within the category on screen).
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_attributes_idx" ON "products" USING gin ("attributes" jsonb_path_ops) WHERE "products"."archived_at" IS NULL;