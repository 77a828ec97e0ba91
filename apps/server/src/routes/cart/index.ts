import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartResponseSchema, SaveCartRequestSchema } from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { accountRateLimit } from '../../plugins/rate-limit';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';

/**
 * The cart kept with the signed-in shopper's account (docs/product.md §4): read at sign-in and
 * merged with the browser's, saved by the browser while signed in. Bearer token only, as every
 * account route: no cookie is read, so no other site can make a browser save a cart.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.services;
  // The answer tells whether a promo code is good: a code the account's cart does not hold yet
  // counts as a promo check, as POST /api/promos/validate and an order carrying codes do.
  const promoCheck = accountRateLimit(app, {
    name: 'promos',
    perAccount: app.config.RATE_LIMIT_PROMOS_PER_ACCOUNT,
    perIp: app.config.RATE_LIMIT_PROMOS_PER_IP,
  });
  app.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        summary: "The signed-in shopper's saved cart",
        description:
          "At today's prices, each quantity within stock and MAX_LINE_QUANTITY; products no " +
          'longer on sale or out of stock are left out, and a promo only while its code is good.',
        response: { 200: CartResponseSchema, ...errorResponses(401, UNAVAILABLE) },
      },
    },
    (request) => cart.read(request.user!.id),
  );

  app.put(
    '/',
    {
      onRequest: requireUser,
      preHandler: async (request, reply) => {
        if (await cart.bringsNewCodes(request.user!.id, request.body.lines))
          await promoCheck(request, reply);
      },
      schema: {
        summary: "Replace the signed-in shopper's saved cart",
        description:
          'At most 50 products, each at most once, 1 to 1,000 units (then held to stock and ' +
          'MAX_LINE_QUANTITY). Answers the cart as GET reads it. A promo code the saved cart ' +
          'does not hold yet counts as a promo check (429 past RATE_LIMIT_PROMOS_PER_ACCOUNT).',
        body: SaveCartRequestSchema,
        response: {
          200: CartResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 429, UNAVAILABLE),
        },
      },
    },
    (request) => cart.save(request.user!.id, request.body.lines),
  );
};

export default cartRoutes;
