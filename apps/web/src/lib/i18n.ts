import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@raceday/domain';
import th from '../locales/th/translation.json';
import type en from '../locales/en/translation.json';
import { getStoredLanguage, isLanguage } from './language';

/** The English catalog must hold every key of the Thai one (a missing key fails the type check). */
const englishIsComplete: typeof en extends typeof th ? true : never = true;
void englishIsComplete;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof th };
  }
}

/**
 * Thai, the default, comes with the first download; English only when chosen. Changing the language
 * reloads the page (seed 000 §2), so a page never needs the other catalog.
 */
const catalogs: Record<Language, () => Promise<typeof th>> = {
  th: async () => th,
  en: async () => (await import('../locales/en/translation.json')).default,
};

/** Loads the catalog of the stored language and starts i18next; the app renders after it. */
export async function initI18n(): Promise<void> {
  const language = getStoredLanguage();
  const catalog = await catalogs[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: catalog } },
    lng: language,
    fallbackLng: false,
    supportedLngs: ['th', 'en'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
}

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
