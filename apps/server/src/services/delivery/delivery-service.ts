import type { DeliveryDetails, UpdateDeliveryRatesRequestSchema, User } from '@avstore/core';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { readDeliveryDetails, saveDeliveryDetails } from './delivery-details';
import { ratesAnswer, readRates, updateRates } from './delivery-rates';

/**
 * Delivery (docs/product.md §11 "Delivery charge"): the shop's charges by district, which anyone
 * may read and an admin sets, and each shopper's remembered delivery details.
 */
export function deliveryService({ db }: { db: Db }) {
  return {
    /** The rates as the checkout and the back office read them. */
    rates: async () => ratesAnswer(await readRates(db)),
    /** Replaces the rates, recording the change in the audit log. */
    updateRates: (actor: User, update: z.output<typeof UpdateDeliveryRatesRequestSchema>) =>
      updateRates(db, actor, update),
    /** A shopper's remembered details, or null. */
    details: (userId: string) => readDeliveryDetails(db, userId),
    saveDetails: (userId: string, details: DeliveryDetails) =>
      saveDeliveryDetails(db, userId, details),
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
