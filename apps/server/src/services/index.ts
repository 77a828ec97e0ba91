import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { adminService } from './admin/admin-service';
import { backupService } from './backup/backup-service';
import { accountService } from './auth/account-service';
import { emailConfirmationService } from './auth/email-confirmation';
import { resolveJwtSecret } from './auth/jwt-secret';
import { passwordResetService } from './auth/password-reset';
import { signInGuard } from './auth/sign-in-guard';
import type { Tokens } from './auth/tokens';
import { cartService } from './cart/cart-service';
import { Catalogue } from './catalogue/catalogue';
import { systemClock, type Clock } from './clock';
import { contactService } from './contact';
import { deliveryService } from './delivery/delivery-service';
import { healthService } from './health';
import type { Mailer } from './mail/mailer';
import { orderMailComposer } from './mail/order-mails/compose';
import { outboxSender } from './mail/outbox';
import { signedByShop } from './mail/signed-by-shop';
import { pictureStore } from './media/picture-store';
import { expiryService } from './orders/expiry-service';
import { orderService } from './orders/order-service';
import { bankTransferService } from './payments/bank-transfer/bank-transfer-service';
import { paymentService } from './payments/payment-service';
import type { Providers } from './payments/providers';
import { promoService } from './promos/promo-service';
import { isQuotationMail, quotationMail } from './quotations/quotation-mails';
import { quotationService } from './quotations/quotation-service';
import { orderPdf } from './tax-documents/order-pdf';
import { LOW_STOCK_MAIL } from './reports/low-stock-check';
import { lowStockMail } from './reports/low-stock-mail';
import { reportsService } from './reports/reports-service';
import { currentShopInfo, type CurrentShop } from './order-documents/shop';
import { settingsService } from './settings/settings-service';
import { staffService } from './staff/staff-service';

/** What the services are built from: the store's connections to the world, made once at start. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  providers: Providers;
  tokens: Tokens;
  /** The app's logger, for work outside any request. */
  log: Logger;
  clock?: Clock;
  /** True while the store is busy answering shoppers: mail waits a little (services/mail/outbox.ts). */
  busy?: () => boolean;
}

/**
 * Every service, each handed only what it uses; the routes reach them as `app.services`
 * (docs/architecture.md#layers).
 */
export function buildServices({
  config,
  db,
  mailer: rawMailer,
  providers,
  tokens,
  log,
  clock = systemClock,
  busy,
}: ServiceDeps) {
  // The shop as the owner named it in the back office, read each time a mail, a document or a
  // payment is made: renamed, it signs with its new name at once (issue #27).
  const shop: CurrentShop = () => currentShopInfo(config, shopDetails);
  const mailer = signedByShop(rawMailer, shop);
  const payments = paymentService({ db, providers, config, log, clock, shop });
  const media = pictureStore({ db, log });
  // Order mails are recorded with the order's changes and sent by this (decision 016).
  // The shop's details as the owner set them (services/settings), read when a document is made.
  const shopDetails = async () => {
    const { shop, bank } = (await settings.store.current()).settings;
    return { ...shop, bank };
  };
  // A registered shop's confirmations carry the tax invoice in the receipt's place (decision 025).
  const orderMail = orderMailComposer({
    db,
    config,
    receipt: (doc, shopNow) => orderPdf(db, doc, shopNow),
    shopDetails,
  });
  const mail = outboxSender({
    db,
    mailer,
    // The shop's daily low-stock mail and the quotation mails name no order.
    compose: async (row) => {
      if (row.kind === LOW_STOCK_MAIL) return lowStockMail(row, await shop());
      if (isQuotationMail(row)) return quotationMail(row, await shop());
      return orderMail(row);
    },
    log,
    busy,
  });
  const mailKick = mail.kick;
  const catalogue = new Catalogue(db, log);
  const settings = settingsService({ db, config, catalogue, log });
  return {
    mail,
    health: healthService({ db }),
    catalogue,
    cart: cartService({ db, catalogue, maxPerLine: config.MAX_LINE_QUANTITY }),
    media,
    accounts: accountService({ db, tokens, sessionTtlMs: config.JWT_TTL }),
    // The device cookies' key comes from the secret the tokens are signed with (app.ts made it).
    signIn: signInGuard({
      db,
      mailer,
      config,
      clock,
      log,
      shop,
      secret: () => resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    }),
    confirmations: emailConfirmationService({ db, mailer, config, clock, mailKick, shop }),
    passwordReset: passwordResetService({ db, mailer, config, clock, mailKick, shop }),
    contact: contactService({ db, mailer, shop }),
    promos: promoService({ db }),
    delivery: deliveryService({ db }),
    orders: orderService({
      db,
      config,
      clock,
      mailKick,
      shopDetails,
      bankAccount: async () => (await settings.store.current()).settings.bank,
    }),
    payments,
    bankTransfer: bankTransferService({ db, clock, mailKick }),
    quotations: quotationService({
      db,
      config,
      clock,
      mailKick,
      shop,
      bankAccount: async () => (await settings.store.current()).settings.bank,
    }),
    expiry: expiryService({ db, mailKick, config, paidCheck: payments.paidAtProvider, log }),
    admin: adminService({ db, mailKick, config, media, shop }),
    reports: reportsService({ db, config, clock, mailKick, log }),
    backup: backupService({ db, config, clock, log }),
    settings,
    staff: staffService({ db, mailer, config, clock, shop }),
  };
}

export type Services = ReturnType<typeof buildServices>;
