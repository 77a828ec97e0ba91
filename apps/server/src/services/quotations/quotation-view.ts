import { asc, eq, inArray } from 'drizzle-orm';
import { quotationExpired, quotationNumber, toRupees, type Quotation } from '@avstore/core';
import { readAll, type DbOrTx } from '../../db/database';
import { orders, quotationLines, quotations } from '../../db/schema';
import { accountEmails } from '../auth/users';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

/** The stored day a quotation holds to: kept as midnight UTC of that day, read back as the day. */
export const validUntilDay = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);
export const validUntilDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

export const linesTotalCents = (
  lines: readonly Pick<QuotationLineRow, 'quantity' | 'unitPriceCents'>[],
) => lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);

/** The quotations of `ids` as the API answers them, in the order given. */
export async function quotationViews(
  db: DbOrTx,
  rows: readonly QuotationRow[],
  today: string,
  withBuyer = false,
): Promise<Quotation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, placed, buyers] = await readAll(db, [
    () =>
      db
        .select()
        .from(quotationLines)
        .where(inArray(quotationLines.quotationId, ids))
        .orderBy(asc(quotationLines.position)),
    () =>
      db
        .select({ id: orders.id, quotationId: orders.quotationId })
        .from(orders)
        .where(inArray(orders.quotationId, ids)),
    () =>
      withBuyer
        ? accountEmails(
            db,
            rows.map((r) => r.userId),
          )
        : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const own = lines.filter((l) => l.quotationId === row.id);
    const validUntil = validUntilDay(row.validUntil);
    const buyer = buyers.find((b) => b.id === row.userId);
    return {
      id: row.id,
      number: quotationNumber(row.id),
      status: row.status,
      organisation: row.organisation,
      vatNumber: row.vatNumber,
      purchaseOrderRef: row.purchaseOrderRef,
      buyerNote: row.buyerNote,
      shopNote: row.shopNote,
      validUntil,
      expired: row.status === 'sent' && quotationExpired(validUntil, today),
      sentAt: row.sentAt?.toISOString() ?? null,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      version: row.version,
      lines: own.map((l) => ({
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: toRupees(l.unitPriceCents),
      })),
      total: toRupees(linesTotalCents(own)),
      orderId: placed.find((o) => o.quotationId === row.id)?.id ?? null,
      ...(buyer && { buyerEmail: buyer.email }),
    };
  });
}

export async function quotationRow(db: DbOrTx, id: string): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  return row;
}
