import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema } from '@avstore/core';
import { bodyEmail, rateLimit } from '../plugins/rate-limit';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from './error-responses';

/** A message to the shop: stored first so nothing is lost, then mailed (docs/product.md §14). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      preValidation: rateLimit(app, { name: 'contact', email: bodyEmail }),
      schema: {
        summary: 'Send the shop a message',
        body: ContactRequestSchema,
        response: {
          201: ContactResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 429, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const id = await app.services.contact.receive(request.body, request.log);
      return reply.status(201).send({ id });
    },
  );
};

export default contactRoutes;
