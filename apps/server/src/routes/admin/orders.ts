import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  OrderStepRequestSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services.admin;
  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Orders, newest first, by status and search',
        description:
          'A page after (older) or before (newer) a cursor from the page shown; total counts up to 10,000 (totalIsCapped beyond). q: the start of an order number, or 3 letters or digits of a name or e-mail.',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => orders.list(request.query),
  );
  app.get(
    '/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: "An order with the account's e-mail and its payment attempts",
        params: IdSchema,
        response: {
          200: AdminOrderSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => orders.get(request.params.id),
  );

  /**
   * Moves an order along the transitions of its delivery method (docs/product.md §4 "Order
   * status"), records it, and tells the customer in the words of the step.
   */
  app.patch(
    '/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Move an order's status along the allowed transitions",
        description:
          "Delivery: confirmed → dispatched (courier, and a tracking number or http(s) link, 400 without) → delivered; pickup: confirmed → ready_for_collection → delivered; the middle step is optional; pending or confirmed → cancelled. Each step is timed and the customer mailed in its words; a cancellation returns the stock. A bank transfer is confirmed by verifying its slip, or with statementReference: its payment as the shop's bank statement shows it, recorded and audited. 409 for a move not allowed, and for a bank transfer with neither.",
        params: IdSchema,
        body: OrderStepRequestSchema,
        response: {
          200: AdminOrderSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => orders.changeStatus(request.user!, request.params.id, request.body, request.log),
  );
};

export default orderRoutes;
