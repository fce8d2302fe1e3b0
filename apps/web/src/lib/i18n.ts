import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@raceday/domain';
import th from '../locales/th/translation.json';
import en from '../locales/en/translation.json';
import { getStoredLanguage, isLanguage } from './language';

/** The English catalog must hold every key of the Thai one (a missing key fails the type check). */
const enCatalog: typeof th = en;

export const resources = {
  th: { translation: th },
  en: { translation: enCatalog },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['th'];
  }
}

const initialLanguage = getStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['th', 'en'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

document.documentElement.lang = initialLanguage;

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
