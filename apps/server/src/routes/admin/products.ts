import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  CreateProductRequestSchema,
  MAX_IMAGE_BYTES,
  STAFF_PRODUCT_FIELDS,
  UpdateProductRequestSchema,
  UploadedPictureSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';
import { readUpload } from './read-upload';

const IdSchema = z.object({ id: z.uuid({ message: 'Product not found' }) });

/** The one file of an image upload (multipart/form-data), read by readUpload, not by a schema. */
const ImageUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', contentMediaType: 'image/*' })
    .describe(`A JPEG, PNG or WebP picture of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`),
});

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  });
  const { products } = app.services.admin;

  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Products, by search, category and archived or not; 20 to a page by default',
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => products.list(request.query),
  );
  app.post(
    '/',
    {
      schema: {
        summary: 'Create a product',
        body: CreateProductRequestSchema,
        response: {
          201: AdminProductSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.create(request.user!, request.body)),
  );
  app.get(
    '/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'A product with every field, the promo code included',
        params: IdSchema,
        response: {
          200: AdminProductSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => products.get(request.params.id),
  );
  app.patch(
    '/:id',
    {
      // Staff keep the stock right, and change nothing else (docs/product.md §15 "Staff").
      config: { access: 'staff', staffFields: STAFF_PRODUCT_FIELDS },
      schema: {
        summary: 'Change a product: the fields given, on the version they were made on',
        description: 'A stale version is refused with 409, as is a name another product has.',
        params: IdSchema,
        body: UpdateProductRequestSchema,
        response: {
          200: AdminProductSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => products.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Archive a product: it leaves the shop and stays in past orders',
        params: IdSchema,
        response: {
          200: AdminProductSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => products.archive(request.user!, request.params.id),
  );
  app.post(
    '/:id/restore',
    {
      schema: {
        summary: 'Restore an archived product: back in the shop with its name, address and history',
        description: 'A draft is refused with 409: it is published instead.',
        params: IdSchema,
        response: {
          200: AdminProductSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => products.restore(request.user!, request.params.id),
  );
  app.post(
    '/:id/publish',
    {
      schema: {
        summary: 'Publish a draft: it enters the shop',
        description: 'A product that is not a draft is refused with 409.',
        params: IdSchema,
        response: {
          200: AdminProductSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => products.publish(request.user!, request.params.id),
  );
  app.post(
    '/:id/duplicate',
    {
      schema: {
        summary:
          "Copy a product as a draft named '… (copy)': the same pictures, specifications and offers, no stock",
        params: IdSchema,
        response: {
          201: AdminProductSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.duplicate(request.user!, request.params.id)),
  );
  app.post(
    '/:id/images',
    {
      config: { describedBody: { mediaType: 'multipart/form-data', schema: ImageUploadSchema } },
      schema: {
        summary:
          "Upload a picture for a product: processed into its variants, for the product's pictures",
        params: IdSchema,
        response: {
          201: UploadedPictureSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 422, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const uploaded = await products.addImage(request.params.id, () => readUpload(request));
      return reply.status(201).send(uploaded);
    },
  );
};

export default productRoutes;
