import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ContactMessageSchema,
  MessageListSchema,
  MessageUpdateSchema,
  PageQuerySchema,
} from '@avstore/core';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services.admin;
  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: MessageListSchema } } },
    (request) => messages.list(request.query),
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'Message not found' }) }),
        body: MessageUpdateSchema,
        response: { 200: ContactMessageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => messages.mark(request.user!, request.params.id, request.body.read),
  );
};

export default messageRoutes;
