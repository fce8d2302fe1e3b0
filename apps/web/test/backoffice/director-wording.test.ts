/**
 * The race director's wording slips (issue 27 item 7): no untranslated '[ADMIN]' titles, no Thai text
 * glued to a Latin word ('จุดรับ BIBของ'), no 'คำสั่งซื้อที่ยังชำระแล้ว'.
 */
import { describe, expect, it } from 'vitest';

// Every catalog file of both languages, as the app bundles them.
const catalogs = import.meta.glob<{ default: unknown }>('../../src/locales/*/**/*.json', { eager: true });

/** Every string of a language's catalogs, with its dotted key. */
function strings(lang: 'th' | 'en'): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  for (const [file, mod] of Object.entries(catalogs)) {
    if (!file.includes(`/locales/${lang}/`)) continue;
    walk(mod.default, file.replace(/^.*\//, '').replace(/\.json$/, ''));
  }
  return out;
}

describe('catalog wording', () => {
  it('titles the super-admin pages in the page’s language', () => {
    expect(strings('en').filter(([, text]) => text.includes('[ADMIN]'))).toEqual([]);
    expect(strings('th').filter(([, text]) => /\[ADMIN\]|my events/i.test(text))).toEqual([]);
    const th = new Map(strings('th'));
    expect(th.get('backoffice.organizer.adminTitle')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps a space between a Latin word and Thai text, and says unpaid or still paid plainly', () => {
    const glued = strings('th').filter(([, text]) => /[A-Za-z][\u0E00-\u0E7F]/.test(text));
    expect(glued).toEqual([]);
    const slips = strings('th').filter(([, text]) => text.includes('ยังชำระแล้ว'));
    expect(slips).toEqual([]);
  });
});
