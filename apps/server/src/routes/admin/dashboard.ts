import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from '../error-responses';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'staff' },
      schema: {
        summary: "The dashboard's figures and lists, in shop time",
        response: { 200: DashboardSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => app.services.admin.dashboard(),
  );
};

export default dashboardRoutes;
