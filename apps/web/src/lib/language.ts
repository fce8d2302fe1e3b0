import { DEFAULT_LANGUAGE, LANGUAGES, type ApiLanguage, type Language } from '@raceday/domain';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const LANGUAGE_ICONS: Record<Language, string> = { th: 'TH', en: 'EN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, Thai by default. */
export function getStoredLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Stores the choice and reloads the page (seed 000: changing language reloads). */
export function switchLanguage(lang: Language): void {
  writeStorage(STORAGE_KEYS.language, lang);
  writeStorage(STORAGE_KEYS.languageIcon, LANGUAGE_ICONS[lang]);
  window.location.reload();
}

export function toApiLanguage(lang: Language): ApiLanguage {
  return lang === 'en' ? 'EN' : 'TH';
}

/** The text in the page's language, or the other language's when that one is blank. */
export function pickText(lang: Language, th: string, en: string | null | undefined): string {
  if (lang === 'en') return en && en.trim() !== '' ? en : th;
  return th.trim() !== '' ? th : (en ?? '');
}
