import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ContactRequestSchema, ContactResponseSchema } from '@avstore/core';
import { bodyEmail, rateLimit } from '../plugins/rate-limit';

/** A message to the shop: stored first so nothing is lost, then mailed (DESIGN "Contact"). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      preValidation: rateLimit(app, { name: 'contact', email: bodyEmail }),
      schema: {
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await app.services.contact.receive(request.body, request.log);
      return reply.status(201).send({ id });
    },
  );
};

export default contactRoutes;
