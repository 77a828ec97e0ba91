import { text } from '../text';
import { LanguageSchema } from '../i18n/language-schema';
import { VatNumberSchema } from '../tax/vat-number';
import { z } from '../zod';
import { QUOTATION_MESSAGES as M } from './messages';

export const QUOTATION_STATUSES = [
  'requested',
  'sent',
  'changes_requested',
  'accepted',
  'ordered',
  'withdrawn',
] as const;
export const QuotationStatusSchema = z.enum(QUOTATION_STATUSES);
export type QuotationStatus = z.infer<typeof QuotationStatusSchema>;

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, { message })
    .optional()
    .transform((value) => (value ? value : null));

/** A signed-in shopper's cart turned into a request for the shop's prices. */
export const CreateQuotationRequestSchema = z.object({
  organisation: text({ message: M.organisationRequired })
    .trim()
    .min(1, { message: M.organisationRequired })
    .max(120, { message: M.organisationTooLong }),
  vatNumber: VatNumberSchema.nullable().optional(),
  purchaseOrderRef: optionalText(60, M.purchaseOrderRef),
  note: text().trim().max(2000, { message: M.note }).optional().default(''),
  items: z
    .array(
      z.object({
        id: z.uuid({ message: 'A cart line has no valid product id' }),
        quantity: z.number({ message: M.lineQuantity }).int().min(1).max(1000),
      }),
    )
    .min(1, { message: M.emptyCart })
    .max(50),
  /** The page's language: the quotation's mails and PDF are in it (issue #30). */
  language: LanguageSchema,
});
export type CreateQuotationRequest = z.input<typeof CreateQuotationRequestSchema>;

/** A line as the shop quotes it: a product of the catalogue, or its own (productId null). */
export const QuotationLineSchema = z.object({
  productId: z.uuid().nullable(),
  name: text({ message: M.lineName }).trim().min(1, { message: M.lineName }).max(300, {
    message: M.lineName,
  }),
  quantity: z
    .number({ message: M.lineQuantity })
    .int({ message: M.lineQuantity })
    .min(1, { message: M.lineQuantity })
    .max(1000, { message: M.lineQuantity }),
  /** In rupees, VAT included as every price of the shop. */
  unitPrice: z
    .number({ message: M.linePrice })
    .nonnegative({ message: M.linePrice })
    .max(100_000_000, { message: M.linePrice }),
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

/**
 * The category an order line of the shop's own (installation, transport: no product) is filed
 * under on the order, its receipt and the back office's export.
 */
export const OWN_LINE_CATEGORY = 'Service';

/** The shop's save: the lines, the validity date and its note, on the version it read. */
export const UpdateQuotationRequestSchema = z.object({
  version: z.number().int().min(1),
  lines: z.array(QuotationLineSchema).min(1, { message: M.noLines }).max(100),
  validUntil: z
    .string({ message: M.validUntil })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.validUntil })
    .nullable(),
  shopNote: text().trim().max(2000, { message: M.note }).default(''),
});
export type UpdateQuotationRequest = z.input<typeof UpdateQuotationRequestSchema>;

export const QuotationChangesRequestSchema = z.object({
  note: text({ message: M.changesNoteRequired })
    .trim()
    .min(1, { message: M.changesNoteRequired })
    .max(2000, { message: M.note }),
});

export const QuotationSchema = z.object({
  id: z.uuid(),
  /** The reference printed on the PDF and in mails: Q-ABCD1234. */
  number: z.string(),
  status: QuotationStatusSchema,
  organisation: z.string(),
  vatNumber: z.string().nullable(),
  purchaseOrderRef: z.string().nullable(),
  buyerNote: z.string(),
  shopNote: z.string(),
  /** The last day the prices hold (YYYY-MM-DD, the shop's time zone), once set. */
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  lines: z.array(QuotationLineSchema),
  /** The lines' sum, in rupees. */
  total: z.number(),
  orderId: z.uuid().nullable(),
  /** Who asked, for the back office. */
  buyerEmail: z.string().optional(),
});
export type Quotation = z.infer<typeof QuotationSchema>;
export const QuotationListSchema = z.object({ quotations: z.array(QuotationSchema) });

export const QuotationIdParamsSchema = z.object({ id: z.uuid({ message: M.notFound }) });

/** Q-ABCD1234: the first eight hex digits of its id, as an order's number is made. */
export const quotationNumber = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`;

/**
 * Whether a quotation valid until `validUntil` (a day, YYYY-MM-DD) has expired on `today` (the
 * shop's day): it holds to the end of its last day.
 */
export const quotationExpired = (validUntil: string | null, today: string) =>
  validUntil !== null && today > validUntil;

/** What a shopper may do with a quotation in each status. */
export const canAnswerQuotation = (status: QuotationStatus) => status === 'sent';
/** The shop may edit until the buyer accepts. */
export const canEditQuotation = (status: QuotationStatus) =>
  status === 'requested' || status === 'sent' || status === 'changes_requested';
