import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_FORMATS, PICTURE_TYPES, PICTURE_WIDTHS } from '@avstore/core';
import { errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PictureIdSchema = z.uuid({ message: 'Image not found' });
const WidthSchema = z.coerce
  .number({ message: 'Image not found' })
  .int({ message: 'Image not found' })
  .min(1, { message: 'Image not found' })
  .max(PICTURE_WIDTHS.at(-1)!, { message: 'Image not found' });
const pictureBytes = z.instanceof(Buffer).meta({ description: 'the picture' });

/**
 * Product pictures (docs/architecture.md, pictures): each width and format at an address of its
 * own that never changes, so browsers and any CDN keep them for good.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/:width.:format',
    {
      schema: {
        summary:
          'A product picture at a width (a wider request answers the widest kept) and format',
        params: z.object({
          id: PictureIdSchema,
          width: WidthSchema,
          format: z.enum(PICTURE_FORMATS, { message: 'Image not found' }),
        }),
        response: { 200: pictureBytes, ...errorResponses(...PATH_REFUSALS, 404, UNAVAILABLE) },
      },
    },
    async (request, reply) => {
      const { id, width, format } = request.params;
      const bytes = await app.services.media.variant(id, width, format);
      return reply.type(PICTURE_TYPES[format]).header('cache-control', IMMUTABLE).send(bytes);
    },
  );

  // The spec's `images` addresses, and those kept in past orders (a demo drawing's ended in .svg):
  // the widest JPEG, which every browser shows.
  app.get(
    '/:id.:ext',
    {
      schema: {
        summary: "A product picture at the address in the product's `images`",
        params: z.object({
          id: PictureIdSchema,
          ext: z.enum(['jpg', 'png', 'webp', 'svg', 'avif'], { message: 'Image not found' }),
        }),
        response: { 200: pictureBytes, ...errorResponses(...PATH_REFUSALS, 404, UNAVAILABLE) },
      },
    },
    async (request, reply) => {
      const bytes = await app.services.media.variant(request.params.id, 1600, 'jpg');
      return reply.type(PICTURE_TYPES.jpg).header('cache-control', IMMUTABLE).send(bytes);
    },
  );
};

export default mediaRoutes;
