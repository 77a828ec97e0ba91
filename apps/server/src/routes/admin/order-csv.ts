import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderExportQuerySchema } from '@avstore/core';
import type { OrderCsvKind } from '../../services/admin/order-export';
import { errorResponses, UNAVAILABLE } from '../error-responses';

const csvStream = (what: string) => z.instanceof(Readable).meta({ description: `${what}, CSV` });

const FILTERS =
  'The same filters as the order list (q, status, paymentMethod, deliveryMethod, and the days from and to, both included, in the shop time zone); none: every order. UTF-8 with a byte order mark, oldest first; a cell that a spreadsheet would run as a formula starts with a single quote (numbers in number columns excepted).';

/** The orders and their lines as CSV for a spreadsheet or the accountant (docs/product.md §15); staff too. */
const orderCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services.admin;

  const route = (path: string, kind: OrderCsvKind, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'staff', describedAnswer: { status: 200, mediaType: 'text/csv' } },
        schema: {
          summary,
          description: FILTERS,
          querystring: OrderExportQuerySchema,
          response: {
            200: csvStream(kind === 'orders' ? 'the orders' : 'the order lines'),
            ...errorResponses(400, 401, 403, UNAVAILABLE),
          },
        },
      },
      async (request, reply) => {
        const { stream, fileName } = await orders.exportCsv(request.user!, kind, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

  route('/export.csv', 'orders', 'Orders as CSV, a row per order');
  route('/lines.csv', 'lines', 'Order lines as CSV, a row per product ordered');
};

export default orderCsvRoutes;
