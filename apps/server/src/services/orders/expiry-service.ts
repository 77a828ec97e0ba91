import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { MailKick } from '../mail/outbox';
import { startExpirySweep, sweepExpiredOrders, type PaidCheck } from './expiry-sweep';

export interface ExpiryServiceDeps {
  db: Db;
  /** Sends the cancellation mails the sweep recorded, once they have committed. */
  mailKick: MailKick;
  config: Pick<
    Config,
    | 'ORDER_PAYMENT_TTL'
    | 'CASH_ORDER_TTL'
    | 'BANK_TRANSFER_TTL'
    | 'UNCONFIRMED_HOLD_TTL'
    | 'ORDER_SWEEP_INTERVAL'
  >;
  /** The providers' word on whether an order was paid after all. */
  paidCheck: PaidCheck;
  log: Logger;
}

/** The sweep of orders left unpaid or unconfirmed too long (docs/product.md §4 "Order status"). */
export function expiryService({ db, mailKick, config, paidCheck, log }: ExpiryServiceDeps) {
  const options = {
    cashTtlMs: config.CASH_ORDER_TTL,
    bankTtlMs: config.BANK_TRANSFER_TTL,
    unconfirmedTtlMs: config.UNCONFIRMED_HOLD_TTL,
    onCancelled: async () => mailKick(),
  };
  return {
    /** Sweeps every ORDER_SWEEP_INTERVAL until the returned stop is called. */
    start: () =>
      startExpirySweep(
        db,
        config.ORDER_PAYMENT_TTL,
        config.ORDER_SWEEP_INTERVAL,
        paidCheck,
        log,
        options,
      ),
    /** One round of the sweep, now; gives how many orders it cancelled. */
    sweep: () => sweepExpiredOrders(db, config.ORDER_PAYMENT_TTL, paidCheck, log, options),
  };
}

export type ExpiryService = ReturnType<typeof expiryService>;
