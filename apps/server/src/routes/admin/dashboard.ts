import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@avstore/core';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardSchema } } }, () =>
    app.services.admin.dashboard(),
  );
};

export default dashboardRoutes;
