import type { Config } from '../config';
import type { Db } from '../db/database';
import { systemClock, type Clock } from './clock';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { orderService } from './orders/order-service';
import type { Providers } from './payments/providers';
import { paymentService } from './payments/payment-service';

/** What the services are built from: the store's connections to the world, made once at start. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  providers: Providers;
  /** The app's logger, for work outside any request. */
  log: Logger;
  clock?: Clock;
}

/**
 * Every service, each handed only what it uses; the routes reach them as `app.services`
 * (STYLE "The shape of the house").
 */
export function buildServices({ config, db, providers, log, clock = systemClock }: ServiceDeps) {
  return {
    orders: orderService({ db, config, clock }),
    payments: paymentService({ db, providers, config, log, clock }),
  };
}

export type Services = ReturnType<typeof buildServices>;
