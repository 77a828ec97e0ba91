import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderSchema, OrderCorrectionSchema, OrderNoteSchema } from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });

/** The shop's own note on an order, and corrections to its details (docs/product.md §15 "Orders"). */
const orderEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services.admin;

  app.put(
    '/:id/note',
    {
      config: { access: 'staff' },
      schema: {
        summary: "The shop's internal note on an order",
        description:
          'Never shown to the shopper; an empty note clears it. Recorded in the audit log with the note before and after.',
        params: IdSchema,
        body: OrderNoteSchema,
        response: {
          200: AdminOrderSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => orders.note(request.user!, request.params.id, request.body.note),
  );

  app.patch(
    '/:id/customer',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Correct an order's address, city, district, postcode, phone or e-mail",
        description:
          "Only while the order has not left the shop (pending, confirmed or ready for collection; 409 after). Checked by the checkout's rules for the order's delivery method; the fields before and after go to the audit log, and the shopper is mailed the new details (the old and the new address too when the e-mail changes). The delivery charge stays as the order was placed.",
        params: IdSchema,
        body: OrderCorrectionSchema,
        response: {
          200: AdminOrderSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => orders.correct(request.user!, request.params.id, request.body, request.log),
  );
};

export default orderEditRoutes;
