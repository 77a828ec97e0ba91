import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, CursorPageQuerySchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from '../error-responses';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'The audit log: who changed what and when, newest first',
        querystring: CursorPageQuerySchema,
        response: { 200: AuditListSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    (request) => app.services.admin.audit(request.query),
  );
};

export default auditRoutes;
