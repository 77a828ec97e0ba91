import { eq, sql } from 'drizzle-orm';
import {
  deliversInSriLanka,
  type DeliveryDetails,
  type DeliveryDetailsResponse,
} from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { deliveryDetails } from '../../db/schema';

type Row = typeof deliveryDetails.$inferSelect;

const toDetails = (row: Row): NonNullable<DeliveryDetailsResponse['details']> => ({
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  country: row.country,
  address: row.address,
  city: row.city,
  zipCode: row.zipCode,
  district: row.district,
  deliveryMethod: row.deliveryMethod,
});

/** A shopper's remembered delivery details, or null before the first order or save. */
export async function readDeliveryDetails(
  db: DbOrTx,
  userId: string,
): Promise<DeliveryDetailsResponse> {
  const [row] = await db.select().from(deliveryDetails).where(eq(deliveryDetails.userId, userId));
  return { details: row ? toDetails(row) : null };
}

/**
 * Keeps a shopper's details, checked and normalised by core's DeliveryDetailsSchema. A district
 * is kept only for a delivery in Sri Lanka. Store pickup keeps the address already on record, so
 * that one pickup does not lose the address of the next delivery.
 */
export async function saveDeliveryDetails(
  db: DbOrTx,
  userId: string,
  details: DeliveryDetails,
): Promise<DeliveryDetailsResponse> {
  const [row] = await deliveryDetailsWrite(db, userId, details).returning();
  return { details: toDetails(row!) };
}

/**
 * The statement that keeps them (saveDeliveryDetails), unsent: an order writes it within its own
 * one statement (orders/order-write.ts), one round trip fewer.
 */
export function deliveryDetailsWrite(db: DbOrTx, userId: string, details: DeliveryDetails) {
  const delivery = details.deliveryMethod === 'delivery';
  const contact = {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    deliveryMethod: details.deliveryMethod ?? null,
  };
  const address = {
    country: details.country,
    address: details.address,
    city: details.city,
    zipCode: details.zipCode,
    district: deliversInSriLanka(details, details.deliveryMethod) ? details.district || null : null,
  };
  return db
    .insert(deliveryDetails)
    .values({ userId, ...contact, ...address })
    .onConflictDoUpdate({
      target: deliveryDetails.userId,
      set: { ...contact, ...(delivery && address), updatedAt: sql`now()` },
    });
}
