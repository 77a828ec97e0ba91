import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(svg|jpg|png|webp)$/) });

/** Product images from the database; a new upload gets a new id, so a file never changes. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:file', { schema: { params: ParamsSchema } }, async (request, reply) => {
    const image = await app.services.media.image(request.params.file.slice(0, 36));
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
};

export default mediaRoutes;
