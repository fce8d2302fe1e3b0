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
      { path: ':eventKey', lazy: lazyPage(() => import('./routes/event-detail')) },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
