import { count, eq, sum } from 'drizzle-orm';
import {
  BANK_TRANSFER_MESSAGES,
  MAX_SLIP_BYTES,
  MAX_SLIP_BYTES_PER_ORDER,
  MAX_SLIPS_PER_ORDER,
  slipOrderClosedMessage,
  slipTypeOf,
  type PaymentSlip,
  type User,
} from '@avstore/core';
import { transaction, type Db } from '../../../db/database';
import { orders, paymentSlipFiles, paymentSlips } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import type { Clock } from '../../clock';
import { recordMail } from '../../mail/outbox';
import { orderFor } from '../../orders/order-access';
import { toSlip } from './order-slips';

/** A slip as it arrived: its bytes and the name the shopper's file had. */
export interface SlipUpload {
  bytes: Buffer;
  fileName: string;
}

/** The name kept for the shop's eyes: no folders, no control characters, not too long. */
export function slipFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'payment-slip';
}

/**
 * Keeps a payment slip the order's owner sent (docs/product.md §12 "Bank transfer"): a JPEG, PNG
 * or PDF by its content, whatever its name says, for a bank-transfer order still waiting for its
 * payment. Several may be sent while none is verified. The shop is told of it by mail.
 */
export async function uploadSlip(
  db: Db,
  clock: Clock,
  user: User,
  orderId: string,
  read: () => Promise<SlipUpload>,
): Promise<PaymentSlip> {
  // Only its owner pays an order; anyone else is told it does not exist, before a byte is read.
  await orderFor(db, clock, orderId, user, 'pay');
  const upload = await read();
  if (upload.bytes.length > MAX_SLIP_BYTES)
    throw new AppError('too_large', BANK_TRANSFER_MESSAGES.slipSize, 'slip_too_large');
  if (upload.bytes.length === 0)
    throw new AppError('invalid', BANK_TRANSFER_MESSAGES.noFile, 'no_file');
  const contentType = slipTypeOf(upload.bytes);
  if (!contentType) throw new AppError('unsupported', BANK_TRANSFER_MESSAGES.slipType, 'slip_type');
  return transaction(db, async (tx) => {
    // The order's row first, as the shop's verification and the sweep take it: one at a time.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (order.paymentMethod !== 'bank_transfer')
      throw new AppError('conflict', BANK_TRANSFER_MESSAGES.notBankTransfer, 'not_bank_transfer');
    if (order.status !== 'pending')
      throw new AppError('conflict', slipOrderClosedMessage(order.status), 'not_pending');
    const [sent] = await tx
      .select({ n: count(), bytes: sum(paymentSlips.sizeBytes).mapWith(Number) })
      .from(paymentSlips)
      .where(eq(paymentSlips.orderId, orderId));
    if (
      (sent?.n ?? 0) >= MAX_SLIPS_PER_ORDER ||
      (sent?.bytes ?? 0) + upload.bytes.length > MAX_SLIP_BYTES_PER_ORDER
    )
      throw new AppError('conflict', BANK_TRANSFER_MESSAGES.tooManySlips, 'too_many_slips');
    const [slip] = await tx
      .insert(paymentSlips)
      .values({
        orderId,
        fileName: slipFileName(upload.fileName),
        contentType,
        sizeBytes: upload.bytes.length,
        uploadedBy: user.id,
      })
      .returning();
    await tx.insert(paymentSlipFiles).values({ slipId: slip!.id, bytes: upload.bytes });
    // The shop checks its account for the money once told (sent after the commit).
    await recordMail(tx, {
      kind: 'shop_slip_uploaded',
      orderId,
      key: `shop_slip_uploaded:${slip!.id}`,
      params: { slipId: slip!.id },
    });
    return toSlip(slip!);
  });
}
