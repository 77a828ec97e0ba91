import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryDetailsResponseSchema, SaveDeliveryDetailsRequestSchema } from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';

/**
 * A signed-in shopper's last delivery details, kept with the account to fill the next checkout
 * (docs/product.md §2 Checkout). Each account reads and writes only its own.
 */
const deliveryDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { delivery } = app.services;
  app.get(
    '/delivery-details',
    {
      onRequest: requireUser,
      schema: {
        summary: "The signed-in shopper's remembered delivery details",
        description: 'null until the first order or save.',
        response: { 200: DeliveryDetailsResponseSchema, ...errorResponses(401, UNAVAILABLE) },
      },
    },
    (request) => delivery.details(request.user!.id),
  );

  app.put(
    '/delivery-details',
    {
      onRequest: requireUser,
      schema: {
        summary: "Change the signed-in shopper's remembered delivery details",
        description:
          "Checked by the checkout's rules for the delivery method; a Sri Lankan mobile number " +
          'is kept as +94 and nine digits. Store pickup keeps the address on record.',
        body: SaveDeliveryDetailsRequestSchema,
        response: {
          200: DeliveryDetailsResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 401, UNAVAILABLE),
        },
      },
    },
    (request) => delivery.saveDetails(request.user!.id, request.body),
  );
};

export default deliveryDetailsRoutes;
