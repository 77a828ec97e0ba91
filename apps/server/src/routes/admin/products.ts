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
import { errorResponses } from '../error-responses';
import { readUpload } from './read-upload';

const IdSchema = z.object({ id: z.uuid({ message: 'Product not found' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  });
  const { products } = app.services.admin;

  app.get(
    '/',
    {
      schema: {
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, ...errors },
      },
    },
    (request) => products.list(request.query),
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
      reply.status(201).send(await products.create(request.user!, request.body)),
  );
  app.get(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminProductSchema, ...errors } } },
    (request) => products.get(request.params.id),
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
    (request) => products.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { schema: { params: IdSchema, response: { 200: AdminProductSchema, ...errors } } },
    (request) => products.archive(request.user!, request.params.id),
  );
  app.post('/:id/images', { schema: { params: IdSchema } }, async (request, reply) => {
    const url = await products.addImage(request.params.id, () => readUpload(request));
    return reply.status(201).send({ url });
  });
};

export default productRoutes;
