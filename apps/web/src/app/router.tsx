import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './layout/RouteError';
import { PageLoader } from './layout/PageLoader';
import { PublicLayout } from './layout/PublicLayout';

/** Each area is its own chunk: a visitor of the home page never downloads the others. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] => {
  return async () => ({ Component: (await load()).default });
};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/home')) },
      { path: '404', lazy: lazyPage(() => import('./routes/not-found')) },
      { path: 'order/:uuid', lazy: lazyPage(() => import('./routes/order')) },
      { path: 'o/:uuid', lazy: lazyPage(() => import('./routes/order')) },
      { path: 'find-order', lazy: lazyPage(() => import('./routes/find-order')) },
      { path: 'about', lazy: lazyPage(() => import('./routes/about')) },
      { path: 'how-to-register', lazy: lazyPage(() => import('./routes/how-to-register')) },
      { path: 'terms-of-use', lazy: lazyPage(() => import('./routes/terms-of-use')) },
      { path: 'privacy-policy', lazy: lazyPage(() => import('./routes/privacy-policy')) },
      { path: 'refund-policy', lazy: lazyPage(() => import('./routes/refund-policy')) },
      { path: 'cart', lazy: lazyPage(() => import('./routes/cart')) },
      { path: 'auth/login', lazy: lazyPage(() => import('./routes/auth-login')) },
      { path: 'auth/register', lazy: lazyPage(() => import('./routes/auth-register')) },
      { path: 'dashboard', lazy: lazyPage(() => import('./routes/dashboard')) },
      { path: 'profile', lazy: lazyPage(() => import('./routes/profile')) },
      { path: 'dashboard-organizer', lazy: lazyPage(() => import('./routes/dashboard-organizer')) },
      { path: 'dashboard-admin', lazy: lazyPage(() => import('./routes/dashboard-admin')) },
      {
        path: 'dashboard-organizer/:eventKey',
        lazy: lazyPage(() => import('./routes/dashboard-organizer-event')),
      },
      { path: 'dashboard-admin/:eventKey', lazy: lazyPage(() => import('./routes/dashboard-admin-event')) },
      { path: 'checkbib-organizer/:eventKey', lazy: lazyPage(() => import('./routes/checkbib-organizer')) },
      { path: 'order-update/:eventKey/:uuid', lazy: lazyPage(() => import('./routes/order-update')) },
      { path: ':eventKey', lazy: lazyPage(() => import('./routes/event-detail')) },
      { path: ':eventKey/register', lazy: lazyPage(() => import('./routes/register')) },
      { path: ':eventKey/register/offline', lazy: lazyPage(() => import('./routes/register-offline')) },
      { path: ':eventKey/registerdd', lazy: lazyPage(() => import('./routes/registerdd')) },
      { path: ':eventKey/qr', lazy: lazyPage(() => import('./routes/event-qr')) },
      { path: ':eventKey/check', lazy: lazyPage(() => import('./routes/event-check')) },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
    ],
  },
  // The sandbox payment provider's pages stand where a bank's would: outside the site's shell.
  {
    path: 'sandbox/authorize/:chargeId',
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    lazy: lazyPage(() => import('./routes/sandbox-authorize')),
  },
  {
    path: 'sandbox/promptpay/:chargeId',
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    lazy: lazyPage(() => import('./routes/sandbox-promptpay')),
  },
];

export const router = createBrowserRouter(routes);
