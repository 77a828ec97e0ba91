import { eq, sql } from 'drizzle-orm';
import {
  DISTRICTS,
  provinceOf,
  toCents,
  toRupees,
  type DeliveryRatesAnswer,
  type DeliveryRatesCents,
  type UpdateDeliveryRatesRequestSchema,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import { readAll, transaction, type Db, type DbOrTx } from '../../db/database';
import { deliveryCharges, deliverySettings } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';

/**
 * The shop's delivery rates in cents, as core's deliveryChargeCents takes them. Read inside the
 * order's transaction, so an order is charged the rates of the moment it is placed.
 */
export async function readRates(db: DbOrTx): Promise<DeliveryRatesCents> {
  const [charges, settings] = await readAll(db, [
    () => db.select().from(deliveryCharges),
    () => db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)),
  ]);
  return {
    chargesCents: Object.fromEntries(charges.map((c) => [c.district, c.chargeCents])),
    freeThresholdCents: settings[0]?.freeThresholdCents ?? null,
    deliveryTimes: Object.fromEntries(
      charges.flatMap((c) => (c.deliveryTime ? [[c.district, c.deliveryTime]] : [])),
    ),
  };
}

/** The rates as the API shows them: every district in DISTRICTS' order, 0 where none is set. */
export function ratesAnswer(rates: DeliveryRatesCents): DeliveryRatesAnswer {
  return {
    charges: DISTRICTS.map((district) => ({
      district,
      province: provinceOf(district),
      charge: toRupees(rates.chargesCents[district] ?? 0),
      deliveryTime: rates.deliveryTimes?.[district] ?? null,
    })),
    freeThreshold: rates.freeThresholdCents === null ? null : toRupees(rates.freeThresholdCents),
  };
}

/**
 * Replaces the shop's rates (a district left out, or at 0, pays nothing) and records the change
 * with the rates before and after in the audit log, in one transaction.
 */
export async function updateRates(
  db: Db,
  actor: User,
  update: z.output<typeof UpdateDeliveryRatesRequestSchema>,
): Promise<DeliveryRatesAnswer> {
  return transaction(db, async (tx) => {
    // One editor at a time: two saves at once would each audit a 'before' the other replaced.
    await tx.execute(sql`LOCK TABLE delivery_charges IN SHARE ROW EXCLUSIVE MODE`);
    const before = ratesAnswer(await readRates(tx));
    await tx.delete(deliveryCharges);
    // A district keeps a row while it has a charge or a delivery time.
    const set = update.charges.filter((c) => c.charge > 0 || c.deliveryTime);
    if (set.length > 0)
      await tx.insert(deliveryCharges).values(
        set.map((c) => ({
          district: c.district,
          chargeCents: toCents(c.charge),
          deliveryTime: c.deliveryTime || null,
        })),
      );
    const freeThresholdCents = update.freeThreshold === null ? null : toCents(update.freeThreshold);
    await tx
      .insert(deliverySettings)
      .values({ id: 1, freeThresholdCents })
      .onConflictDoUpdate({
        target: deliverySettings.id,
        set: { freeThresholdCents, updatedAt: sql`now()` },
      });
    const after = ratesAnswer(await readRates(tx));
    await recordAudit(tx, {
      actor,
      action: 'delivery.update',
      entity: 'delivery',
      entityId: 'charges',
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** The audit log's view of the rates: the districts that pay, their times, and the threshold. */
function auditView(rates: DeliveryRatesAnswer) {
  return {
    charges: Object.fromEntries(
      rates.charges.filter((c) => c.charge > 0).map((c) => [c.district, c.charge]),
    ),
    deliveryTimes: Object.fromEntries(
      rates.charges.flatMap((c) => (c.deliveryTime ? [[c.district, c.deliveryTime]] : [])),
    ),
    freeThreshold: rates.freeThreshold,
  };
}
