/**
 * Age limits of race types: a runner's age is the whole years reached on race day (the event's date,
 * a Bangkok calendar day), and a race type may ask for a minimum and/or a maximum age.
 */
import { bangkokDay } from './dates';

/** A race type's limits in whole years on race day; null = no limit on that side. */
export interface AgeLimits {
  min_age: number | null;
  max_age: number | null;
}

/** Why a birth date cannot enter a race type: too young (below min) or too old (above max). */
export interface AgeProblem {
  kind: 'min' | 'max';
  /** The race type's limit that is not met. */
  limit: number;
  /** The runner's age on race day. */
  age: number;
}

/** The bounds the setup accepts for either limit (and the database checks). */
export const AGE_LIMIT_MIN = 0;
export const AGE_LIMIT_MAX = 120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function parts(day: string): [number, number, number] | null {
  const m = DAY.exec(day);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * Age in whole years on race day. raceDay is a calendar date ('2027-03-14') or a moment, taken as
 * its Bangkok day. A birthday on 29 February is reached on 1 March in common years.
 * NaN when either date cannot be read.
 */
export function ageOnRaceDay(dob: string, raceDay: string | Date): number {
  const born = parts(dob);
  const day = parts(typeof raceDay === 'string' && raceDay.length === 10 ? raceDay : bangkokDay(raceDay));
  if (!born || !day) return Number.NaN;
  const [by, bm, bd] = born;
  const [y, m, d] = day;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Whether a race type has any limit. */
export function hasAgeLimit(limits: Partial<AgeLimits> | null | undefined): boolean {
  return limits?.min_age != null || limits?.max_age != null;
}

/**
 * Why this birth date may not enter a race type with these limits on this race day; null when it
 * may (or when the race type has no limits, or the birth date is not a date yet).
 */
export function ageProblem(
  dob: string,
  raceDay: string | Date,
  limits: Partial<AgeLimits> | null | undefined,
): AgeProblem | null {
  if (!hasAgeLimit(limits)) return null;
  const age = ageOnRaceDay(dob, raceDay);
  if (Number.isNaN(age)) return null;
  const min = limits?.min_age ?? null;
  const max = limits?.max_age ?? null;
  if (min !== null && age < min) return { kind: 'min', limit: min, age };
  if (max !== null && age > max) return { kind: 'max', limit: max, age };
  return null;
}

/** The catalog key of a problem's sentence in the validation catalogs ('v.age_min' / 'v.age_max'). */
export const ageProblemKey = (p: AgeProblem): 'v.age_min' | 'v.age_max' =>
  p.kind === 'min' ? 'v.age_min' : 'v.age_max';

/**
 * A problem as a validation issue on a dob field: the catalogs' 'v.age_min' / 'v.age_max' with the
 * limit, read by describeIssue/issueText as "ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง" on the server and the page.
 */
export function ageIssueOf(
  p: AgeProblem,
  path: PropertyKey[],
): { code: 'custom'; path: PropertyKey[]; message: string; minimum?: number; maximum?: number } {
  return {
    code: 'custom',
    path,
    message: ageProblemKey(p),
    ...(p.kind === 'min' ? { minimum: p.limit } : { maximum: p.limit }),
  };
}
