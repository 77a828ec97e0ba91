import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import dashboardRoutes from './dashboard';
import productRoutes from './products';
import productCsvRoutes from './product-csv';
import orderRoutes from './orders';
import messageRoutes from './messages';
import promotionRoutes from './promotions';
import auditRoutes from './audit';
import deliveryRoutes from './delivery';
import reportRoutes from './reports';

/** The back office API: admins only, for every route below (docs/product.md §15). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  // Put on each route rather than on this folder, so that every route carries its own rule: the
  // API description reads a route's sign-in from its hooks (plugins/openapi.ts). Unknown paths
  // here answer 404 either way, as a folder's hooks do not run for them.
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
  });
  await app.register(dashboardRoutes);
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(productCsvRoutes, { prefix: '/products' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(messageRoutes, { prefix: '/messages' });
  await app.register(promotionRoutes, { prefix: '/promotions' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(deliveryRoutes, { prefix: '/delivery' });
  await app.register(reportRoutes, { prefix: '/reports' });
};

export default adminRoutes;
