import type { ParseKeys, TFunction } from 'i18next';
import type { RunTypeOption } from '@raceday/domain';

/** The catalog keys a page words an age limit with: both ends, a lower end only, an upper end only. */
export interface AgeLimitKeys {
  range: ParseKeys;
  min: ParseKeys;
  max: ParseKeys;
}

/** A race type's age limit ("อายุ 18 ปีขึ้นไป", "อายุไม่เกิน 12 ปี", "อายุ 12–17 ปี"); null when it has none. */
export function ageLimitText(
  t: TFunction,
  keys: AgeLimitKeys,
  r: Pick<RunTypeOption, 'min_age' | 'max_age'>,
): string | null {
  if (r.min_age != null && r.max_age != null) return t(keys.range, { min: r.min_age, max: r.max_age });
  if (r.min_age != null) return t(keys.min, { n: r.min_age });
  if (r.max_age != null) return t(keys.max, { n: r.max_age });
  return null;
}
