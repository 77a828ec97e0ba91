import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidatePromoRequestSchema, ValidatePromoResponseSchema } from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { accountRateLimit } from '../../plugins/rate-limit';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';

/** Checks a promo code for a product without using it (docs/decisions/005-promo-codes-checked-on-server.md). */
const promosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/validate',
    {
      onRequest: requireUser,
      // Every check counts, valid or not: a guesser learns nothing from which ones are counted.
      preHandler: accountRateLimit(app, {
        name: 'promos',
        perAccount: app.config.RATE_LIMIT_PROMOS_PER_ACCOUNT,
        perIp: app.config.RATE_LIMIT_PROMOS_PER_IP,
      }),
      schema: {
        summary: 'Check a promo code for a product, without using it',
        body: ValidatePromoRequestSchema,
        response: {
          200: ValidatePromoResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 404, 409, 429, UNAVAILABLE),
        },
      },
    },
    (request) =>
      app.services.promos.check(request.user!.id, request.body.productId, request.body.promoCode),
  );
};

export default promosRoutes;
