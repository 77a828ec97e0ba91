import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ContactRequestSchema, ContactResponseSchema } from '@avstore/core';
import { contactMessages } from '../db/schema';
import { bodyEmail, rateLimit } from '../plugins/rate-limit';
import { contactMail } from '../services/mail/templates';

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
      const db = app.database.db;
      const [row] = await db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id });
      const id = row!.id;
      try {
        await app.mailer.send(contactMail(app.config, request.body));
        await db
          .update(contactMessages)
          .set({ mailedAt: sql`now()` })
          .where(eq(contactMessages.id, id));
      } catch (error) {
        request.log.error(
          { err: error, contactMessage: id },
          'mailing a contact message failed; it is stored',
        );
      }
      return reply.status(201).send({ id });
    },
  );
};

export default contactRoutes;
