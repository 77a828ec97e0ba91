import {
  pictureImageUrl,
  type AdminOrderQuerySchema,
  type AdminProductQuerySchema,
  type CreateProductRequestSchema,
  type CursorPageQuery,
  type OrderStepRequestSchema,
  type RecordRefundRequestSchema,
  type OrderCorrection,
  type OrderExportQuery,
  type UpdateProductRequestSchema,
  type UploadedPicture,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { CurrentShop, ShopConfig } from '../order-documents/shop';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { MailKick } from '../mail/outbox';
import type { PictureStore } from '../media/picture-store';
import { getAdminOrder, listAdminOrders } from './admin-orders';
import { changeOrderStatus, recordRefund } from './order-fulfilment';
import { packingSlip } from './packing-slip';
import {
  archiveAdminProduct,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './admin-products';
import {
  duplicateAdminProduct,
  publishAdminProduct,
  restoreAdminProduct,
} from './product-lifecycle';
import { correctOrder, setOrderNote } from './order-corrections';
import { exportOrders, type OrderCsvKind } from './order-export';
import { listAudit } from './audit';
import { exportProducts } from './product-csv/export-products';
import { importProducts } from './product-csv/import-products';
import { dashboardSummary } from './dashboard';
import { listMessages, markMessage } from './messages';
import { listPromotions } from './promotions';

export interface AdminServiceDeps {
  db: Db;
  mailKick: MailKick;
  config: ShopConfig & Pick<Config, 'LOW_STOCK_THRESHOLD'>;
  media: PictureStore;
  /** The shop as named now, with its VAT registration: a refund's credit note (decision 025). */
  shop?: CurrentShop;
}

/** Today in the shop's time zone, 2026-11-27: what a file exported today is named for. */
const shopToday = (config: Pick<Config, 'SHOP_TIMEZONE'>) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: config.SHOP_TIMEZONE }).format();

/** The back office (docs/product.md §15); every change records its admin in the audit log. */
export function adminService(deps: AdminServiceDeps) {
  const { db } = deps;
  return {
    dashboard: () =>
      dashboardSummary(db, deps.config.SHOP_TIMEZONE, deps.config.LOW_STOCK_THRESHOLD),

    products: {
      list: (query: z.output<typeof AdminProductQuerySchema>) => listAdminProducts(db, query),
      get: (id: string) => getAdminProduct(db, id),
      create: (actor: User, input: z.output<typeof CreateProductRequestSchema>) =>
        createAdminProduct(db, actor, input),
      update: (actor: User, id: string, input: z.output<typeof UpdateProductRequestSchema>) =>
        updateAdminProduct(db, actor, id, input),
      archive: (actor: User, id: string) => archiveAdminProduct(db, actor, id),
      restore: (actor: User, id: string) => restoreAdminProduct(db, actor, id),
      publish: (actor: User, id: string) => publishAdminProduct(db, actor, id),
      duplicate: (actor: User, id: string) => duplicateAdminProduct(db, actor, id),
      /** The catalogue as a CSV stream, named for the shop's day (docs/decisions/020-product-csv.md). */
      exportCsv: () =>
        exportProducts(
          db,
          new Intl.DateTimeFormat('en-CA', { timeZone: deps.config.SHOP_TIMEZONE }).format(),
        ),
      /** A products CSV planned row by row; applied, all or nothing, unless a dry run. */
      importCsv: (actor: User, csv: Buffer, dryRun: boolean) =>
        importProducts(db, actor, csv, dryRun),
      /**
       * A picture for a product, processed and kept with its variants; the upload is read only
       * once the product is known to exist. The product shows it once the form is saved.
       */
      async addImage(id: string, upload: () => Promise<Buffer>): Promise<UploadedPicture> {
        await getAdminProduct(db, id);
        const picture = await deps.media.add(await upload());
        return { url: pictureImageUrl(picture.id), picture: { ...picture, alt: '' } };
      },
    },

    orders: {
      list: (query: z.output<typeof AdminOrderQuerySchema>) =>
        listAdminOrders(db, query, deps.config.SHOP_TIMEZONE),
      get: (id: string) => getAdminOrder(db, id),
      /** `log` is the request's. */
      changeStatus: (
        actor: User,
        id: string,
        step: z.output<typeof OrderStepRequestSchema>,
        log: Logger,
      ) => changeOrderStatus(deps, actor, id, step.status, step, log),
      /** A refund the shop made; `log` is the request's. */
      refund: (
        actor: User,
        id: string,
        refund: z.output<typeof RecordRefundRequestSchema>,
        log: Logger,
      ) => recordRefund(deps, actor, id, refund, log),
      /** The order's packing slip, a PDF without prices. */
      packingSlip: (id: string) => packingSlip(db, deps.config, id),
      note: (actor: User, id: string, note: string) => setOrderNote(db, actor, id, note),
      /** `log` is the request's. */
      correct: (actor: User, id: string, correction: OrderCorrection, log: Logger) =>
        correctOrder(deps, actor, id, correction, log),
      /** The orders a filter finds, or their lines, as a CSV stream named for its days. */
      exportCsv: (actor: User, kind: OrderCsvKind, filter: OrderExportQuery) =>
        exportOrders(db, actor, kind, filter, deps.config.SHOP_TIMEZONE, shopToday(deps.config)),
    },

    messages: {
      list: (query: CursorPageQuery) => listMessages(db, query),
      mark: (actor: User, id: string, read: boolean) => markMessage(db, actor, id, read),
    },

    promotions: () => listPromotions(db),
    audit: (query: CursorPageQuery) => listAudit(db, query),
  };
}

export type AdminService = ReturnType<typeof adminService>;
