import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { mailExpiredOrder, type ExpiryNoticeDeps } from './expiry-notice';
import { startExpirySweep, type PaidCheck } from './expiry-sweep';

export interface ExpiryServiceDeps {
  db: Db;
  mailer: Mailer;
  config: ExpiryNoticeDeps['config'] & Pick<Config, 'ORDER_SWEEP_INTERVAL'>;
  /** The providers' word on whether an order was paid after all. */
  paidCheck: PaidCheck;
  log: Logger;
}

/** The sweep of orders left unpaid or unconfirmed too long (docs/product.md §4 "Order status"). */
export function expiryService({ db, mailer, config, paidCheck, log }: ExpiryServiceDeps) {
  return {
    /** Sweeps every ORDER_SWEEP_INTERVAL until the returned stop is called. */
    start: () =>
      startExpirySweep(db, config.ORDER_PAYMENT_TTL, config.ORDER_SWEEP_INTERVAL, paidCheck, log, {
        cashTtlMs: config.CASH_ORDER_TTL,
        onCancelled: mailExpiredOrder({ db, mailer, config }),
      }),
  };
}

export type ExpiryService = ReturnType<typeof expiryService>;
