import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { orders, paymentSlips, users } from '../../../db/schema';
import { loadOrderDocument, type OrderDocument } from '../../order-documents/order-document';
import {
  currentShopInfo,
  type ShopConfig,
  type ShopDetails,
  type ShopInfo,
} from '../../order-documents/shop';
import { headline, type CancelReason } from '../../order-documents/words';
import type { MailMessage } from '../mailer';
import type { OrderPdf } from '../../tax-documents/order-pdf';
import type { OrderMailKind, OutboxRow } from '../outbox';
import {
  PaymentReceivedMail,
  ShopSlipMail,
  SlipRejectedMail,
  type SlipFacts,
} from './bank-transfer-mails';
import { correctionRecipients, DetailsCorrectedMail } from './details-corrected';
import {
  CancelledMail,
  ConfirmationMail,
  RefundDueMail,
  RefundMadeMail,
  ShopOrderMail,
  StatusMail,
  type StatusStep,
} from './mails';

const STATUS_STEPS: Record<
  'order_confirmed' | 'order_dispatched' | 'order_ready' | 'order_delivered',
  StatusStep
> = {
  order_confirmed: 'confirmed',
  order_dispatched: 'dispatched',
  order_ready: 'ready',
  order_delivered: 'delivered',
};

export interface OrderMailDeps {
  db: Db;
  config: ShopConfig;
  /** The order's PDF, its receipt or tax invoice, attached to the confirmation. */
  receipt: (doc: OrderDocument, shop: ShopInfo) => Promise<OrderPdf>;
  /** The shop's details as set in the back office (services/settings). */
  shopDetails?: () => Promise<ShopDetails>;
}

/** HTML and its plain-text twin, from one React Email tree. */
async function rendered(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [{ selector: 'h1', options: { uppercase: false } }],
    hideLinkHrefIfSameAsText: true,
  });
  return { html, text };
}

/** The address of the account an order belongs to, and whether it is confirmed. */
async function accountOf(db: Db, orderId: string): Promise<{ email: string; confirmed: boolean }> {
  const [row] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} has no account`);
  return { email: row.email, confirmed: row.confirmedAt !== null };
}

/** The payment slip a mail tells of (its outbox row names it). */
async function slipOf(db: Db, slipId: unknown): Promise<SlipFacts> {
  const [slip] = await db
    .select()
    .from(paymentSlips)
    .where(eq(paymentSlips.id, String(slipId)));
  if (!slip) throw new Error(`payment slip ${String(slipId)} is gone`);
  return slip;
}

/** The receipt or tax invoice as a confirmation carries it. */
const attachment = (doc: OrderDocument, { pdf, taxInvoice }: OrderPdf) => ({
  filename: `${taxInvoice ? 'tax-invoice' : 'receipt'}-${doc.number}.pdf`,
  content: pdf,
  contentType: 'application/pdf',
});

/**
 * The message for a recorded order mail, rendered now from the order as it stands (its lines and
 * totals never change; its payments may have been refunded since).
 */
export function orderMailComposer({ db, config, receipt, shopDetails }: OrderMailDeps) {
  return async (row: OutboxRow): Promise<MailMessage | null> => {
    if (!row.orderId) throw new Error(`mail ${row.key} names no order`);
    const doc = await loadOrderDocument(db, row.orderId);
    const account = await accountOf(db, row.orderId);
    const shop = await currentShopInfo(config, shopDetails);
    const kind = row.kind as OrderMailKind;
    const params = row.params;
    // The account's own address, never the one typed at checkout: order mail goes only where the
    // shopper has shown it is theirs (the sender holds it until then: outbox.ts).
    const to = account.email;
    const { subject } = headline(kind, doc);
    switch (kind) {
      case 'order_confirmation': {
        // Held for an unconfirmed address until the order was cancelled: the cancellation says
        // what happened, and 'Thank you for your order' would no longer be true.
        if (doc.order.status === 'cancelled') return null;
        const pdf = await receipt(doc, shop);
        return {
          to,
          subject,
          ...(await rendered(
            <ConfirmationMail
              doc={doc}
              shop={shop}
              holdMs={params.holdMs as number | undefined}
              taxInvoice={pdf.taxInvoice}
            />,
          )),
          attachments: [attachment(doc, pdf)],
        };
      }
      case 'payment_received': {
        const pdf = await receipt(doc, shop);
        return {
          to,
          subject,
          ...(await rendered(
            <PaymentReceivedMail doc={doc} shop={shop} taxInvoice={pdf.taxInvoice} />,
          )),
          attachments: [attachment(doc, pdf)],
        };
      }
      case 'slip_rejected':
        return {
          to,
          subject,
          ...(await rendered(
            <SlipRejectedMail doc={doc} shop={shop} slip={await slipOf(db, params.slipId)} />,
          )),
        };
      case 'shop_slip_uploaded':
        return {
          to: shop.email,
          replyTo: to,
          subject,
          ...(await rendered(
            <ShopSlipMail doc={doc} shop={shop} slip={await slipOf(db, params.slipId)} />,
          )),
        };
      case 'shop_new_order':
        return {
          to: shop.email,
          ...(account.confirmed ? { replyTo: to } : {}),
          subject,
          ...(await rendered(<ShopOrderMail doc={doc} shop={shop} />)),
        };
      case 'order_confirmed':
      case 'order_dispatched':
      case 'order_ready':
      case 'order_delivered':
        return {
          to,
          subject,
          ...(await rendered(<StatusMail doc={doc} shop={shop} to={STATUS_STEPS[kind]} />)),
        };
      case 'order_refunded':
        return {
          to,
          subject,
          ...(await rendered(
            <RefundMadeMail doc={doc} shop={shop} refundId={String(params.refundId)} />,
          )),
        };
      case 'order_cancelled':
        return {
          to,
          subject,
          ...(await rendered(
            <CancelledMail
              doc={doc}
              shop={shop}
              reason={(params.reason as CancelReason | undefined) ?? 'shop'}
              afterMs={params.afterMs as number | undefined}
            />,
          )),
        };
      case 'refund_due':
        return {
          to,
          subject,
          ...(await rendered(
            <RefundDueMail
              doc={doc}
              shop={shop}
              amountCents={Number(params.amountCents ?? 0)}
              superseded={params.superseded === true}
            />,
          )),
        };
      case 'order_details_corrected':
        return {
          to: correctionRecipients(to, doc.order.customer.email, params.previousEmail),
          subject,
          ...(await rendered(<DetailsCorrectedMail doc={doc} shop={shop} />)),
        };
      default:
        throw new Error(`no mail of kind ${String(row.kind)}`);
    }
  };
}
