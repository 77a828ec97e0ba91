import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  OrderStatusChangeSchema,
} from '@avstore/core';
import { errorResponses } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services.admin;
  app.get(
    '/',
    {
      schema: {
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, ...errors },
      },
    },
    (request) => orders.list(request.query),
  );
  app.get(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminOrderSchema, ...errors } } },
    (request) => orders.get(request.params.id),
  );

  /** Moves an order along DESIGN's transitions, records it, and tells the customer. */
  app.patch(
    '/:id/status',
    {
      schema: {
        params: IdSchema,
        body: OrderStatusChangeSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    (request) =>
      orders.changeStatus(request.user!, request.params.id, request.body.status, request.log),
  );
};

export default orderRoutes;
