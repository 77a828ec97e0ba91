-- Issue #28: tax invoices and credit notes, each kind numbered from the shop's own gapless
-- sequence (document_counters), and the buying organisation and its VAT number on an order.
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplied_on" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_refund" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."refund_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_organisation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_serial_idx" ON "tax_documents" USING btree ("kind","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_order_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_idx" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" IS NOT NULL;