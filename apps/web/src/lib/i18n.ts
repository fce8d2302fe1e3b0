import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@raceday/domain';
import th from '../locales/th/translation.json';
import type en from '../locales/en/translation.json';
import type thPages from '../locales/th/areas/pages.json';
import type enPages from '../locales/en/areas/pages.json';
import type thRegistration from '../locales/th/areas/registration.json';
import type enRegistration from '../locales/en/areas/registration.json';
import type thOrder from '../locales/th/areas/order.json';
import type enOrder from '../locales/en/areas/order.json';
import type thBackOffice from '../locales/th/areas/backoffice.json';
import type enBackOffice from '../locales/en/areas/backoffice.json';
import type thTools from '../locales/th/areas/tools.json';
import type enTools from '../locales/en/areas/tools.json';
import type thMember from '../locales/th/areas/member.json';
import type enMember from '../locales/en/areas/member.json';
import type thSetup from '../locales/th/areas/setup.json';
import type enSetup from '../locales/en/areas/setup.json';
import { getStoredLanguage, isLanguage } from './language';
import { STORAGE_KEYS } from './storage';

/**
 * The catalog comes in parts: the shell's (header, menus, footer, home and event pages, sign-in) with the
 * first download, and one part per area of the site, loaded with the area's first page (router.tsx):
 * pages (about, how-to, policies), registration (with the cart), order (the order page, find-order, the
 * sandbox provider's pages), backoffice (reports, order edit, bib desk, organizer lists), tools (the
 * event's QR and participant check), member (dashboard, profile), setup (creating and setting up an
 * event, its preview). A visitor of the home or an event
 * page never downloads the back office's or the policy pages' texts.
 */
export const CATALOG_AREAS = [
  'pages',
  'registration',
  'order',
  'backoffice',
  'tools',
  'member',
  'setup',
] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

type Catalog = typeof th &
  typeof thPages &
  typeof thRegistration &
  typeof thOrder &
  typeof thBackOffice &
  typeof thTools &
  typeof thMember &
  typeof thSetup;

/** The English catalog must hold every key of the Thai one, part by part (a missing key fails the type check). */
const englishIsComplete: [
  typeof en extends typeof th ? true : never,
  typeof enPages extends typeof thPages ? true : never,
  typeof enRegistration extends typeof thRegistration ? true : never,
  typeof enOrder extends typeof thOrder ? true : never,
  typeof enBackOffice extends typeof thBackOffice ? true : never,
  typeof enTools extends typeof thTools ? true : never,
  typeof enMember extends typeof thMember ? true : never,
  typeof enSetup extends typeof thSetup ? true : never,
] = [true, true, true, true, true, true, true, true];
void englishIsComplete;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

/**
 * Thai, the default, comes with the first download; English only when chosen. Changing the language
 * reloads the page (seed 000 §2), so a page never needs the other catalog.
 */
const shellCatalogs: Record<Language, () => Promise<typeof th>> = {
  th: async () => th,
  en: async () => (await import('../locales/en/translation.json')).default,
};

const areaFiles = import.meta.glob<Record<string, unknown>>('../locales/*/areas/*.json', {
  import: 'default',
});
const loadedAreas = new Set<string>();

/** Adds an area's texts in the language shown to the catalog (once; later calls resolve at once). */
export async function loadCatalogArea(area: CatalogArea): Promise<void> {
  const language = currentLanguage();
  const id = `${language}/${area}`;
  if (loadedAreas.has(id)) return;
  const load = areaFiles[`../locales/${language}/areas/${area}.json`];
  if (!load) throw new Error(`no catalog area ${id}`);
  i18n.addResourceBundle(language, 'translation', await load(), true, true);
  loadedAreas.add(id);
}

/**
 * Starts i18next for React with the catalogs given, showing `language`: the browser's (initI18n) and
 * the server rendering's (entry-server.tsx) settings, the same.
 */
export function startI18n(resources: Resource, language: Language) {
  return i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['th', 'en'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}

/** Loads the catalog of the stored language and starts i18next; the app renders after it. */
export async function initI18n(): Promise<void> {
  const language = getStoredLanguage();
  const catalog = await shellCatalogs[language]();
  loadedAreas.clear();
  await startI18n({ [language]: { translation: catalog } }, language);
  document.documentElement.lang = language;
  // The server renders the next page in it (apps/server/src/plugins/ssr.ts reads this cookie).
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
