import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PROMO_MESSAGES,
  ValidatePromoRequestSchema,
  ValidatePromoResponseSchema,
} from '@avstore/core';
import { products, promoUses } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { accountRateLimit } from '../../plugins/rate-limit';

/** Checks a promo code for a product without using it (DESIGN "Promo check"). */
const promosRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
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
        body: ValidatePromoRequestSchema,
        response: {
          200: ValidatePromoResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { productId, promoCode } = request.body;
      const [product] = await db
        .select({ promoCode: products.promoCode, promoDiscount: products.promoDiscount })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.archivedAt)));
      if (!product) throw notFound('Product not found');
      const [used] = await db
        .select({ productId: promoUses.productId })
        .from(promoUses)
        .where(and(eq(promoUses.userId, request.user!.id), eq(promoUses.productId, productId)));
      if (used) throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
      if (
        !product.promoCode ||
        !product.promoDiscount ||
        product.promoCode.toUpperCase() !== promoCode
      ) {
        throw new AppError('invalid', PROMO_MESSAGES.invalid, 'promo_invalid');
      }
      return { productId, promoCode, discount: product.promoDiscount };
    },
  );
};

export default promosRoutes;
