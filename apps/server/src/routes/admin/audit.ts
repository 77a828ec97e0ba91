import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, PageQuerySchema } from '@avstore/core';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: AuditListSchema } } },
    (request) => app.services.admin.audit(request.query),
  );
};

export default auditRoutes;
