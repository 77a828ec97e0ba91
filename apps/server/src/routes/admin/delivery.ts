import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryRatesSchema, UpdateDeliveryRatesRequestSchema } from '@avstore/core';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';

/** The back office's delivery screen: a charge per district and the free-delivery threshold. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { delivery } = app.services;
  app.get(
    '/',
    {
      schema: {
        summary: 'The delivery charges and the free-delivery threshold',
        response: { 200: DeliveryRatesSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => delivery.rates(),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Set the delivery charges and the free-delivery threshold',
        description:
          'Replaces every charge: a district left out pays nothing. Recorded in the audit log.',
        body: UpdateDeliveryRatesRequestSchema,
        response: {
          200: DeliveryRatesSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, UNAVAILABLE),
        },
      },
    },
    (request) => delivery.updateRates(request.user!, request.body),
  );
};

export default deliveryRoutes;
