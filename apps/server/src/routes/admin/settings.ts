import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_IMAGE_BYTES,
  ShopSettingsAnswerSchema,
  UpdateShopSettingsRequestSchema,
  UploadedPictureSchema,
  pictureImageUrl,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';
import { readUpload } from './read-upload';

/** The one file of a picture upload (multipart/form-data), read by readUpload, not by a schema. */
const PictureUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', contentMediaType: 'image/*' })
    .describe(`A JPEG, PNG, WebP or AVIF picture of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`),
});

/**
 * The back office's Settings, Home content and Pages screens (docs/product.md §15 "Settings"):
 * the whole settings read and saved at once, with the version they were read at.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  });
  const { settings, media } = app.services;

  app.get(
    '/',
    {
      schema: {
        summary:
          "The shop's settings: details, bank details, Home's content, the About and policy texts",
        response: { 200: ShopSettingsAnswerSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => settings.store.answer(),
  );

  app.put(
    '/',
    {
      schema: {
        summary: "Save the shop's settings",
        description:
          'Replaces the whole settings. A version older than the stored one answers 409 (someone saved meanwhile). Recorded in the audit log; the shop shows them at once, on every instance.',
        body: UpdateShopSettingsRequestSchema,
        response: {
          200: ShopSettingsAnswerSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 409, UNAVAILABLE),
        },
      },
    },
    (request) => settings.store.update(request.user!, request.body),
  );

  app.post(
    '/pictures',
    {
      config: {
        describedBody: { mediaType: 'multipart/form-data', schema: PictureUploadSchema },
      },
      schema: {
        summary: "Upload a picture for the shop's logo or a Home banner, processed as a product's",
        description: 'The picture shows once the settings naming it are saved.',
        response: {
          201: UploadedPictureSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 422, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const picture = await media.add(await readUpload(request));
      return reply
        .status(201)
        .send({ url: pictureImageUrl(picture.id), picture: { ...picture, alt: '' } });
    },
  );
};

export default settingsRoutes;
