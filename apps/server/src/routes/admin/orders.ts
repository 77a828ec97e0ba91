import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  OrderStatusChangeSchema,
} from '@avstore/core';
import { getAdminOrder, listAdminOrders } from '../../services/admin/admin-orders';
import { transaction } from '../../db/database';
import { recordAudit } from '../../services/admin/audit';
import { changeStatus } from '../../services/orders/status';
import { statusMail } from '../../services/mail/templates';
import { errorResponses } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/',
    {
      schema: {
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, ...errors },
      },
    },
    (request) => listAdminOrders(db, request.query),
  );
  app.get(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminOrderSchema, ...errors } } },
    (request) => getAdminOrder(db, request.params.id),
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
    async (request) => {
      const { id } = request.params;
      const order = await transaction(db, async (tx) => {
        const before = await getAdminOrder(tx, id);
        await changeStatus(tx, id, request.body.status);
        const after = await getAdminOrder(tx, id);
        await recordAudit(tx, {
          actor: request.user!,
          action: `order.${request.body.status}`,
          entity: 'order',
          entityId: id,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
      try {
        await app.mailer.send(statusMail(app.config, order));
      } catch (error) {
        request.log.error(
          { err: error, order: id },
          'mailing the customer about a status change failed',
        );
      }
      return order;
    },
  );
};

export default orderRoutes;
