import type { FastifyPluginAsync } from 'fastify';
import { requireBackOffice, staffBodyOnly } from '../../plugins/auth';
import dashboardRoutes from './dashboard';
import productRoutes from './products';
import productCsvRoutes from './product-csv';
import orderRoutes from './orders';
import orderFulfilmentRoutes from './order-fulfilment';
import orderEditRoutes from './order-edits';
import orderCsvRoutes from './order-csv';
import paymentSlipAdminRoutes from './payment-slips';
import quotationAdminRoutes from './quotations';
import messageRoutes from './messages';
import promotionRoutes from './promotions';
import auditRoutes from './audit';
import deliveryRoutes from './delivery';
import settingsRoutes from './settings';
import reportRoutes from './reports';
import staffRoutes from './staff';

/**
 * The back office API (docs/product.md §15): the owner only, for every route below, unless a
 * route declares `config: { access: 'staff' }` (plugins/auth.ts requireBackOffice).
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  // Put on each route rather than on this folder, so that every route carries its own rule: the
  // API description reads a route's sign-in from its hooks (plugins/openapi.ts). Unknown paths
  // here answer 404 either way, as a folder's hooks do not run for them.
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireBackOffice, ...[route.onRequest ?? []].flat()];
    route.preValidation = [staffBodyOnly, ...[route.preValidation ?? []].flat()];
  });
  await app.register(dashboardRoutes);
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(productCsvRoutes, { prefix: '/products' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(orderFulfilmentRoutes, { prefix: '/orders' });
  await app.register(orderEditRoutes, { prefix: '/orders' });
  await app.register(orderCsvRoutes, { prefix: '/orders' });
  await app.register(paymentSlipAdminRoutes);
  await app.register(quotationAdminRoutes, { prefix: '/quotations' });
  await app.register(messageRoutes, { prefix: '/messages' });
  await app.register(promotionRoutes, { prefix: '/promotions' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(deliveryRoutes, { prefix: '/delivery' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(reportRoutes, { prefix: '/reports' });
  await app.register(staffRoutes, { prefix: '/staff' });
};

export default adminRoutes;
