import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  correctOrderContact,
  isCorrectable,
  ORDER_CORRECTION_MESSAGES,
  type AdminOrder,
  type OrderContact,
  type OrderCorrection,
  type User,
} from '@avstore/core';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { recordMail, type MailKick } from '../mail/outbox';
import { getAdminOrder } from './admin-orders';

export interface OrderCorrectionDeps {
  db: Db;
  /** Sends the mail recorded with the correction, once it has committed. */
  mailKick: MailKick;
}

async function lockOrder(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('Order not found');
  return row;
}

/** The shop's own note on an order (never shown to the shopper), recorded with who wrote it. */
export async function setOrderNote(
  db: DbOrTx,
  actor: User,
  id: string,
  note: string,
): Promise<AdminOrder> {
  return transaction(db, async (tx) => {
    const row = await lockOrder(tx, id);
    if (row.internalNote !== note) {
      await tx
        .update(orders)
        .set({ internalNote: note, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
      await recordAudit(tx, {
        actor,
        action: 'order.note',
        entity: 'order',
        entityId: id,
        before: { internalNote: row.internalNote },
        after: { internalNote: note },
      });
    }
    return getAdminOrder(tx, id);
  });
}

/**
 * Corrects the address, phone or e-mail of an order that has not left the shop (docs/product.md
 * §15 "Orders"), by the checkout's rules; records the fields before and after, and mails the
 * shopper the new details, after the commit (to the old address too when the e-mail changed).
 */
export async function correctOrder(
  { db, mailKick }: OrderCorrectionDeps,
  actor: User,
  id: string,
  correction: OrderCorrection,
  log: Logger,
): Promise<AdminOrder> {
  const { order, changed } = await transaction(db, async (tx) => {
    const row = await lockOrder(tx, id);
    if (!isCorrectable(row.status))
      throw new AppError('conflict', ORDER_CORRECTION_MESSAGES.tooLate, 'order_left_shop');
    const before: OrderContact = {
      address: row.address,
      city: row.city,
      district: row.district ?? '',
      zipCode: row.zipCode,
      phone: row.phone,
      email: row.email,
      country: row.country,
    };
    const { after, changes, issues } = correctOrderContact(before, correction, row.deliveryMethod);
    if (issues[0]) throw new AppError('invalid', issues[0].message);
    const fields = Object.keys(changes);
    if (fields.length === 0) return { order: await getAdminOrder(tx, id), changed: fields };
    await tx
      .update(orders)
      .set({
        address: after.address,
        city: after.city,
        district: after.district || null,
        zipCode: after.zipCode,
        phone: after.phone,
        email: after.email,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id));
    const side = (which: 'before' | 'after') =>
      Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change[which]]));
    await recordAudit(tx, {
      actor,
      action: 'order.corrected',
      entity: 'order',
      entityId: id,
      before: side('before'),
      after: side('after'),
    });
    await recordMail(tx, {
      kind: 'order_details_corrected',
      orderId: id,
      // Every correction is told, not only the first.
      key: `order_details_corrected:${id}:${randomUUID()}`,
      params: { fields, previousEmail: changes.email?.before ?? null },
    });
    return { order: await getAdminOrder(tx, id), changed: fields };
  });
  if (changed.length > 0) {
    log.info({ order: id, fields: changed }, "order's details corrected by the shop");
    mailKick();
  }
  return order;
}
