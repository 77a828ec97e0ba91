import { dayIn, resolvePeriod, type ReportPeriodQuery, type ReportUnit } from '@avstore/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { MailKick } from '../mail/outbox';
import { checkLowStock } from './low-stock-check';
import { lowStockList } from './low-stock';
import { salesReport } from './sales-report';
import { topSellers } from './top-sellers';

export interface ReportsServiceDeps {
  db: Db;
  config: Pick<Config, 'SHOP_TIMEZONE' | 'LOW_STOCK_THRESHOLD' | 'LOW_STOCK_MAIL_HOUR'>;
  clock: Clock;
  mailKick: MailKick;
  log: Logger;
}

/** The back office's reports and the low-stock watch (docs/product.md §15 "Reports"). */
export function reportsService({ db, config, clock, mailKick, log }: ReportsServiceDeps) {
  const timeZone = config.SHOP_TIMEZONE;
  const days = (query: ReportPeriodQuery, unit?: ReportUnit) => {
    const period = resolvePeriod(query, dayIn(timeZone, clock()), unit);
    if ('message' in period) throw new AppError('invalid', period.message);
    return { ...period, timeZone };
  };
  const lowStock = {
    defaultThreshold: config.LOW_STOCK_THRESHOLD,
    hour: config.LOW_STOCK_MAIL_HOUR,
    timeZone,
  };
  return {
    sales: (query: ReportPeriodQuery & { unit: ReportUnit }) =>
      salesReport(db, days(query, query.unit), query.unit),
    topSellers: (query: ReportPeriodQuery & { limit: number }) =>
      topSellers(db, days(query), query.limit),
    lowStock: () => lowStockList(db, config.LOW_STOCK_THRESHOLD),
    /** One low-stock check at `now` (the clock's time by default); gives the products it named. */
    checkLowStock: async (now = clock()) => {
      const crossed = await checkLowStock(db, lowStock, now);
      if (crossed.length) {
        log.info({ products: crossed.length }, 'recorded the daily low-stock mail');
        mailKick();
      }
      return crossed;
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
