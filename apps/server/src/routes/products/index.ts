import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ProductIdParamsSchema, ProductSchema } from '@avstore/core';
import { notFound } from '../../errors';
import { sendCached } from '../../plugins/send-cached';

/** The shop's catalogue (spec §7 GET /products/; DESIGN "Catalogue"). */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { compress: false } }, async (request, reply) => {
    const body = await app.services.catalogue.body();
    return sendCached(request, reply, body, 'no-cache');
  });

  app.get(
    '/:id',
    {
      schema: {
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const product = await app.services.catalogue.product(request.params.id);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );
};

export default productsRoutes;
