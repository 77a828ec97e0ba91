import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  CreateProductRequestSchema,
  MAX_IMAGE_BYTES,
  UpdateProductRequestSchema,
} from '@avstore/core';
import {
  archiveAdminProduct,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from '../../services/admin/admin-products';
import { storeUploadedImage } from '../../services/admin/images';
import { errorResponses } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Product not found' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  });
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, ...errors },
      },
    },
    (request) => listAdminProducts(db, request.query),
  );
  app.post(
    '/',
    {
      schema: {
        body: CreateProductRequestSchema,
        response: { 201: AdminProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminProduct(db, request.user!, request.body)),
  );
  app.get(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminProductSchema, ...errors } } },
    (request) => getAdminProduct(db, request.params.id),
  );
  app.patch(
    '/:id',
    {
      schema: {
        params: IdSchema,
        body: UpdateProductRequestSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    (request) => updateAdminProduct(db, request.user!, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminProductSchema, ...errors } } },
    (request) => archiveAdminProduct(db, request.user!, request.params.id),
  );
  app.post('/:id/images', { schema: { params: IdSchema } }, async (request, reply) => {
    await getAdminProduct(db, request.params.id);
    const url = await storeUploadedImage(app, request);
    return reply.status(201).send({ url });
  });
};

export default productRoutes;
