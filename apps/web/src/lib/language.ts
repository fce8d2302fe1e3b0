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

/** The English text when the page is in English and the text is not blank, else the Thai one. */
export function pickText(lang: Language, th: string, en: string | null | undefined): string {
  return lang === 'en' && en && en.trim() !== '' ? en : th;
}
