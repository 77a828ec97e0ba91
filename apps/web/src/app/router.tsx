import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadRoute } from '../lib/lazy-route';
import { Layout } from './layout';
import { ErrorScreen } from './error-screen';

/** Each screen is its own chunk, loaded when first visited (spec §7). */
const page = (load: () => Promise<{ Component: ComponentType }>) => () =>
  loadRoute(load, () => router.state.navigation.location);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <p className="sr-only">Loading...</p>,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'home', lazy: page(() => import('./routes/home')) },
          { path: 'shop', lazy: page(() => import('./routes/shop')) },
          { path: 'about', lazy: page(() => import('./routes/about')) },
          { path: 'contact', lazy: page(() => import('./routes/contact')) },
          { path: 'cart', lazy: page(() => import('./routes/cart')) },
          { path: 'checkout', lazy: page(() => import('./routes/checkout')) },
          { path: 'payment', lazy: page(() => import('./routes/payment-test')) },
          { path: 'payment/success', lazy: page(() => import('./routes/payment-success')) },
          { path: 'payment/failed', lazy: page(() => import('./routes/payment-failed')) },
          { path: 'payment/response', lazy: page(() => import('./routes/payment-response')) },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'signup', lazy: page(() => import('./routes/signup')) },
          { path: 'profile', lazy: page(() => import('./routes/profile')) },
          { path: 'resetPassword', lazy: page(() => import('./routes/reset-password')) },
          {
            path: 'resetPassword/confirm',
            lazy: page(() => import('./routes/reset-password-confirm')),
          },
          {
            path: 'admin',
            lazy: page(() => import('./routes/admin/layout')),
            children: [
              { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
              { path: 'products', lazy: page(() => import('./routes/admin/products')) },
              { path: 'products/new', lazy: page(() => import('./routes/admin/product-new')) },
              { path: 'products/:id', lazy: page(() => import('./routes/admin/product-edit')) },
              { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
              { path: 'orders/:id', lazy: page(() => import('./routes/admin/order-detail')) },
              { path: 'messages', lazy: page(() => import('./routes/admin/messages')) },
              { path: 'promotions', lazy: page(() => import('./routes/admin/promotions')) },
              { path: 'audit', lazy: page(() => import('./routes/admin/audit')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
