import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PromotionListSchema } from '@avstore/core';

/** Which products carry a promo code, and how often each was used. */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: PromotionListSchema } } }, () =>
    app.services.admin.promotions(),
  );
};

export default promotionRoutes;
