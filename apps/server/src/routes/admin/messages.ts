import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactMessageSchema,
  CursorPageQuerySchema,
  MessageListSchema,
  MessageUpdateSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services.admin;
  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'The contact messages, newest first',
        querystring: CursorPageQuerySchema,
        response: { 200: MessageListSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => messages.list(request.query),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Mark a message read or unread',
        params: z.object({ id: z.uuid({ message: 'Message not found' }) }),
        body: MessageUpdateSchema,
        response: {
          200: ContactMessageSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => messages.mark(request.user!, request.params.id, request.body.read),
  );
};

export default messageRoutes;
