/** Every browser-storage key the product uses (seed 000, section 3), in one place. */
export const STORAGE_KEYS = {
  /** 'th' | 'en' */
  language: 'currentLanguage',
  /** Short label of the chosen language's flag, shown by the switcher. */
  languageIcon: 'currentLanguageIcon',
  /** JSON array of bookmarked menu paths, listed first in the menu search. */
  pins: 'pins',
  /** Access token and user of a logged-in member. */
  token: '_rr_token',
  user: '_rr_user',
  /** The registration cart (runner list). */
  runnerList: 'runner-list',
  /** JSON map order uuid -> {k: access key, t: saved at}: the orders this browser sees in full. */
  orderAccess: 'order-access',
  /** JSON {token, expiresAt}: the device token earned by a solved challenge (order calls send it). */
  device: 'raceday-device',
  /** Mantine's colour-scheme manager key (light/dark toggle). */
  colorScheme: 'mantine-color-scheme-value',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the choice simply is not remembered.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readStorage(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
