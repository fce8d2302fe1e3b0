/**
 * Server rendering of the public pages' first screen (issue 28): the server (apps/server/src/plugins/ssr.ts)
 * loads this module from the web build's `ssr/` folder and renders a page from the event replies it
 * already prepares, in the request's language. The tree is the app's own (providers, shell, routes), so
 * the browser hydrates the same markup (main.tsx) with the same data, embedded in the page.
 *
 * Renders run one at a time: the app reads its language and its query cache from module singletons.
 */
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18n from 'i18next';
import { coverImage, formatDate, type EventDetail, type EventSummary, type Language } from '@raceday/domain';
import { getEventQueryOptions } from './api/get-event';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { getEventInitialQueryOptions } from './features/events/api/get-event-initial';
import { getEventsQueryOptions } from './features/events/api/get-events';
import { eventLocation, eventTitle } from './features/events/utils';
import { startI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import type { SsrState } from './lib/ssr-state';

type Catalog = Record<string, unknown>;
const shells = import.meta.glob<Catalog>('./locales/*/translation.json', { import: 'default', eager: true });
const areas = import.meta.glob<Catalog>('./locales/*/areas/*.json', { import: 'default', eager: true });

function catalogOf(language: Language): Catalog {
  // Every area: a page's texts are those the browser loads with its chunk (router.tsx).
  const merged: Catalog = { ...shells[`./locales/${language}/translation.json`] };
  for (const [file, texts] of Object.entries(areas))
    if (file.startsWith(`./locales/${language}/`)) Object.assign(merged, texts);
  return merged;
}

const ready = startI18n({ th: { translation: catalogOf('th') }, en: { translation: catalogOf('en') } }, 'th');

/** What the server has for the page: the event list (home) or one event (its page, its registration). */
export type PageData =
  | { page: 'home'; events: EventSummary[] }
  | { page: 'event'; event: EventDetail }
  | { page: 'register'; event: EventDetail };

/** The queries the page asks first, filled with the server's data (the keys are the app's own). */
function queriesOf(data: PageData): SsrState['queries'] {
  switch (data.page) {
    case 'home':
      return [[getEventsQueryOptions().queryKey, data.events]];
    case 'event':
      return [[getEventInitialQueryOptions(data.event.event_key).queryKey, data.event]];
    case 'register':
      return [[getEventQueryOptions(data.event.event_key).queryKey, data.event]];
  }
}

/** The page's title, and what a link preview (LINE, Facebook: Open Graph) shows of it. */
function headOf(data: PageData, language: Language): { title: string; description: string; image?: string } {
  if (data.page === 'home') {
    return {
      title: i18n.t('app.pageTitle', { page: i18n.t('home.title') }),
      description: i18n.t('ssr.description'),
    };
  }
  const { event } = data;
  const name = eventTitle(event, language);
  return {
    title: i18n.t('app.pageTitle', { page: name }),
    description: `${formatDate(event.event_date, language)} · ${eventLocation(event, language)}`,
    image: coverImage(event).src,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags of <head>: title, description, Open Graph; `origin` makes the addresses absolute. */
function headTags(data: PageData, language: Language, origin: string, url: string): string {
  const { title, description, image } = headOf(data, language);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    meta('og:type', data.page === 'home' ? 'website' : 'article'),
    meta('og:site_name', i18n.t('app.name')),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', origin + url),
    meta('og:locale', language === 'en' ? 'en_US' : 'th_TH'),
    ...(image
      ? [
          meta('og:image', new URL(image, origin).href),
          meta('og:image:width', '1200'),
          meta('og:image:height', '630'),
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ].join('');
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The tags for <head> (title, description, Open Graph, the preloads the page asked for). */
  head: string;
  /** The state to embed for hydration (lib/ssr-state.ts). */
  state: SsrState;
  /** The "turn on JavaScript" note, in the page's language. */
  noscript: string;
  /**
   * The page's own modules, as the browser build's manifest names them (its source paths): the server
   * links their stylesheets, so the page is styled before any JavaScript runs.
   */
  modules: string[];
}

/** The route module of each page, and the texts it loads beside it (router.tsx, lib/i18n.ts). */
function modulesOf(page: PageData['page'], language: Language): string[] {
  const texts = language === 'th' ? [] : [`src/locales/${language}/translation.json`];
  switch (page) {
    case 'home':
      return ['src/app/routes/home.tsx', ...texts];
    case 'event':
      return ['src/app/routes/event-detail.tsx', ...texts];
    case 'register':
      return ['src/app/routes/register.tsx', ...texts, `src/locales/${language}/areas/registration.json`];
  }
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(
  url: string,
  language: Language,
  data: PageData,
  origin: string,
): Promise<RenderedPage> {
  await ready;
  await i18n.changeLanguage(language);
  await preloadPage(url);
  const state: SsrState = { language, queries: queriesOf(data) };
  queryClient.clear();
  for (const [key, value] of state.queries) queryClient.setQueryData(key, value);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
      // A part that fails would be left to the browser: the page is not sent half-rendered.
      // Every boundary inline (no outlined segment revealed by an inline script: the CSP allows none).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude as Readable) html += String(chunk);
    if (errors.length > 0) throw errors[0];
    // React puts the preloads it found (the cover, fetchpriority high) first: they belong in <head>.
    const hints = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
    return {
      html: html.slice(hints.length),
      head: headTags(data, language, origin, url) + hints,
      state,
      noscript: i18n.t('ssr.noscript'),
      modules: modulesOf(data.page, language),
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * The page at `url` (a path) in `language` with the server's data, rendered after any render before
 * it; `origin` (https://host) is the site's, for the preview tags' absolute addresses.
 */
export function renderPage(
  url: string,
  language: Language,
  data: PageData,
  origin: string,
): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(url, language, data, origin));
  queue = next.catch(() => undefined);
  return next;
}
