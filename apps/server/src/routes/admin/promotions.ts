import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PromotionListSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from '../error-responses';

/** Which products carry a promo code, and how often each was used. */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Every promo code by product, with its use count',
        response: { 200: PromotionListSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => app.services.admin.promotions(),
  );
};

export default promotionRoutes;
