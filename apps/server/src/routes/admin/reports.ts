import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LowStockListSchema,
  SalesReportQuerySchema,
  SalesReportSchema,
  TopSellersQuerySchema,
  TopSellersSchema,
} from '@avstore/core';
import { errorResponses, UNAVAILABLE } from '../error-responses';

const PERIOD =
  'from and to: days (YYYY-MM-DD) in the shop time zone, both included; the last 30 days when left out; at most 3 years. Only orders that sold count: confirmed, dispatched, ready for collection or delivered.';

/** The back office's reports (docs/product.md §15 "Reports"). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;
  app.get(
    '/sales',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Sales by day, week or month, with the payment and delivery mix and the districts',
        description: `${PERIOD} A week starts on Monday; daily figures cover at most 366 days.`,
        querystring: SalesReportQuerySchema,
        response: { 200: SalesReportSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => reports.sales(request.query),
  );
  app.get(
    '/top-sellers',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'The products that sold most, by units and by revenue',
        description: `${PERIOD} Revenue is the lines at the prices paid, delivery left out.`,
        querystring: TopSellersQuerySchema,
        response: { 200: TopSellersSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => reports.topSellers(request.query),
  );
  app.get(
    '/low-stock',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Products in the shop at or below their low-stock threshold, the emptiest first',
        response: { 200: LowStockListSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => reports.lowStock(),
  );
};

export default reportRoutes;
