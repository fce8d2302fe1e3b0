import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Outlet, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { isEventKey } from '@raceday/domain';
import { getEventQueryOptions } from '@/api/get-event';
import { getEventInitialQueryOptions } from '@/features/events/api/get-event-initial';
import { getEventsQueryOptions } from '@/features/events/api/get-events';
import { loadCatalogArea, type CatalogArea } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { PageBoundary } from './layout/PageBoundary';
import { PublicLayout } from './layout/PublicLayout';

/**
 * Each area is its own chunk: a visitor of the home page never downloads the others. Declarative routes
 * (useRoutes) rather than a data router: no page uses loaders or actions, and the data router costs
 * ~17 KB gzip more on every first load. The shell renders at once; a page's chunk loads under
 * PageBoundary's Suspense, and navigations keep the old page until the new one is ready (React Router 7
 * wraps them in startTransition).
 */
type PageModule = () => Promise<{ default: ComponentType }>;

const page = (load: PageModule, prefetch?: (params: Params) => void) => {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  // Once its code is here the page renders at once, without suspending: a server-rendered page whose
  // code was loaded before hydration (preloadPage) is taken over in one pass.
  const Component = () => (Loaded ? <Loaded /> : <Lazy />);
  return <Page Component={Component} prefetch={prefetch} preload={preload} />;
};

/**
 * A page, with the data it will ask for first requested at the same time as its code rather than
 * after it (the page's own query then finds it in the cache, or in flight).
 */
function Page({
  Component,
  prefetch,
}: {
  Component: ComponentType;
  prefetch?: (params: Params) => void;
  preload: () => Promise<void>;
}) {
  const params = useParams();
  useState(() => prefetch?.(params));
  return <Component />;
}

/**
 * Loads the code (and the area's texts) of the page at `pathname`, so it renders without suspending:
 * before a server-rendered page is hydrated (main.tsx) or rendered (entry-server.tsx).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) =>
      (match.route.element as { props?: { preload?: () => Promise<void> } } | undefined)?.props?.preload?.(),
    ),
  );
}

/** A page of an area of the site: its code and the area's texts (lib/i18n.ts) load side by side. */
const inArea =
  (area: CatalogArea, load: PageModule): PageModule =>
  async () =>
    (await Promise.all([load(), loadCatalogArea(area)]))[0];

/** ensureQueryData fetches only what is not cached yet; the page's own query reports any error. */
const quietly = (request: Promise<unknown>) =>
  void request.catch(() => {
    /* reported by the page */
  });

/** Prefetch for a page of one event: its query (the options of getEventQueryOptions or a twin), when the address holds a valid event key. */
const withEvent = (options: typeof getEventQueryOptions) => (params: Params) => {
  if (params.eventKey && isEventKey(params.eventKey))
    quietly(queryClient.ensureQueryData(options(params.eventKey)));
};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        element: page(
          () => import('./routes/home'),
          () => quietly(queryClient.ensureQueryData(getEventsQueryOptions())),
        ),
      },
      { path: '404', element: page(() => import('./routes/not-found')) },
      { path: 'order/:uuid', element: page(inArea('order', () => import('./routes/order'))) },
      { path: 'o/:uuid', element: page(inArea('order', () => import('./routes/order'))) },
      { path: 'find-order', element: page(inArea('order', () => import('./routes/find-order'))) },
      { path: 'about', element: page(inArea('pages', () => import('./routes/about'))) },
      { path: 'how-to-register', element: page(inArea('pages', () => import('./routes/how-to-register'))) },
      { path: 'terms-of-use', element: page(inArea('pages', () => import('./routes/terms-of-use'))) },
      { path: 'privacy-policy', element: page(inArea('pages', () => import('./routes/privacy-policy'))) },
      { path: 'refund-policy', element: page(inArea('pages', () => import('./routes/refund-policy'))) },
      { path: 'cart', element: page(inArea('registration', () => import('./routes/cart'))) },
      { path: 'auth/login', element: page(() => import('./routes/auth-login')) },
      { path: 'auth/register', element: page(() => import('./routes/auth-register')) },
      { path: 'auth/forgot-password', element: page(() => import('./routes/auth-forgot-password')) },
      { path: 'auth/reset-password', element: page(() => import('./routes/auth-reset-password')) },
      {
        path: 'auth/invitation',
        element: page(inArea('backoffice', () => import('./routes/auth-invitation'))),
      },
      { path: 'dashboard', element: page(inArea('member', () => import('./routes/dashboard'))) },
      { path: 'profile', element: page(inArea('member', () => import('./routes/profile'))) },
      {
        path: 'dashboard-organizer',
        element: page(inArea('backoffice', () => import('./routes/dashboard-organizer'))),
      },
      {
        path: 'dashboard-admin',
        element: page(inArea('backoffice', () => import('./routes/dashboard-admin'))),
      },
      {
        path: 'dashboard-organizer/new',
        element: page(inArea('setup', () => import('./routes/dashboard-organizer-new'))),
      },
      {
        path: 'dashboard-organizer/:eventKey/staff',
        element: page(inArea('backoffice', () => import('./routes/dashboard-organizer-staff'))),
      },
      {
        path: 'dashboard-organizer/:eventKey/setup',
        element: page(inArea('setup', () => import('./routes/dashboard-organizer-setup'))),
      },
      {
        path: 'dashboard-organizer/:eventKey/preview',
        element: page(inArea('setup', () => import('./routes/dashboard-organizer-preview'))),
      },
      {
        path: 'dashboard-organizer/:eventKey',
        element: page(inArea('backoffice', () => import('./routes/dashboard-organizer-event'))),
      },
      {
        path: 'dashboard-admin/outbox',
        element: page(inArea('backoffice', () => import('./routes/dashboard-admin-outbox'))),
      },
      {
        path: 'dashboard-admin/:eventKey',
        element: page(inArea('backoffice', () => import('./routes/dashboard-admin-event'))),
      },
      {
        path: 'checkbib-organizer/:eventKey',
        element: page(inArea('backoffice', () => import('./routes/checkbib-organizer'))),
      },
      {
        path: 'order-update/:eventKey/:uuid',
        element: page(inArea('backoffice', () => import('./routes/order-update'))),
      },
      {
        path: ':eventKey',
        element: page(() => import('./routes/event-detail'), withEvent(getEventInitialQueryOptions)),
      },
      {
        path: ':eventKey/register',
        element: page(
          inArea('registration', () => import('./routes/register')),
          withEvent(getEventQueryOptions),
        ),
      },
      {
        path: ':eventKey/register/offline',
        element: page(inArea('registration', () => import('./routes/register-offline'))),
      },
      {
        path: ':eventKey/registerdd',
        element: page(inArea('registration', () => import('./routes/registerdd'))),
      },
      { path: ':eventKey/qr', element: page(inArea('tools', () => import('./routes/event-qr'))) },
      { path: ':eventKey/check', element: page(inArea('tools', () => import('./routes/event-check'))) },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
  // The sandbox payment provider's pages stand where a bank's would: outside the site's shell.
  {
    element: (
      <PageBoundary standalone>
        <Outlet />
      </PageBoundary>
    ),
    children: [
      {
        path: 'sandbox/authorize/:chargeId',
        element: page(inArea('order', () => import('./routes/sandbox-authorize'))),
      },
      {
        path: 'sandbox/promptpay/:chargeId',
        element: page(inArea('order', () => import('./routes/sandbox-promptpay'))),
      },
    ],
  },
];

/** The app's pages, under <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
