import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { MailKick } from '../mail/outbox';
import { sweepExpiredOrders, type PaidCheck } from './expiry-sweep';

export interface ExpiryServiceDeps {
  db: Db;
  /** Sends the cancellation mails the sweep recorded, once they have committed. */
  mailKick: MailKick;
  config: Pick<
    Config,
    'ORDER_PAYMENT_TTL' | 'CASH_ORDER_TTL' | 'BANK_TRANSFER_TTL' | 'UNCONFIRMED_HOLD_TTL'
  >;
  /** The providers' word on whether an order was paid after all. */
  paidCheck: PaidCheck;
  log: Logger;
}

/**
 * The sweep of orders left unpaid or unconfirmed too long (docs/product.md §4 "Order status"),
 * run every ORDER_SWEEP_INTERVAL by the job queue (services/jobs/store-jobs.ts).
 */
export function expiryService({ db, mailKick, config, paidCheck, log }: ExpiryServiceDeps) {
  const options = {
    cashTtlMs: config.CASH_ORDER_TTL,
    bankTtlMs: config.BANK_TRANSFER_TTL,
    unconfirmedTtlMs: config.UNCONFIRMED_HOLD_TTL,
    onCancelled: async () => mailKick(),
  };
  return {
    /** One round of the sweep, now; gives how many orders it cancelled. */
    sweep: () => sweepExpiredOrders(db, config.ORDER_PAYMENT_TTL, paidCheck, log, options),
  };
}

export type ExpiryService = ReturnType<typeof expiryService>;
