import type { Language } from '@avstore/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { CurrentShop } from '../order-documents/shop';
import type { Clock } from '../clock';
import type { Providers } from './providers';

/** What the payment services use; each function takes only the part it needs. */
export interface PaymentDeps {
  db: Db;
  providers: Providers;
  config: Pick<Config, 'publicUrl' | 'DELIVERY_COUNTRIES' | 'BANK_TRANSFER_TTL'>;
  /** The shop as it is named now: the card gateway's payment page names it. */
  shop: CurrentShop;
  /** For the provider's answers, which arrive outside any one shopper's request. */
  log: Logger;
  clock: Clock;
}

/** Where a browser coming back from a provider is sent: the outcome in the shopper's words. */
export interface BrowserReturn {
  ok: boolean;
  message: string;
  orderId: string | undefined;
  /** The language the order was placed in: the page the browser lands on is in it. */
  language: Language;
}
