import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryRatesSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from '../error-responses';

/** The shop's delivery charges, which the checkout shows before an order is placed. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/charges',
    {
      schema: {
        summary: 'The delivery charge of each district, and the free-delivery threshold',
        description:
          'Every district of Sri Lanka, by province, with its charge in rupees (0 where the shop ' +
          'has set none); goods reaching freeThreshold (null: none) are delivered free. Store ' +
          'pickup and addresses abroad pay nothing. The server charges the same on the order.',
        response: { 200: DeliveryRatesSchema, ...errorResponses(UNAVAILABLE) },
      },
    },
    () => app.services.delivery.rates(),
  );
};

export default deliveryRoutes;
