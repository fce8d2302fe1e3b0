import { describe, expect, it } from 'vitest';
import { ageOnRaceDay, ageProblem, ageProblemKey } from '../src/age';
import { describeIssue } from '../src/validation';

const RACE_DAY = '2027-03-14';

describe('age on race day', () => {
  it('counts the birthday on race day, not the day before', () => {
    expect(ageOnRaceDay('2009-03-14', RACE_DAY)).toBe(18);
    expect(ageOnRaceDay('2009-03-15', RACE_DAY)).toBe(17);
    expect(ageOnRaceDay('2009-03-13', RACE_DAY)).toBe(18);
  });

  it('reaches a 29 February birthday on 1 March in common years, on the day in leap years', () => {
    expect(ageOnRaceDay('2008-02-29', '2027-02-28')).toBe(18);
    expect(ageOnRaceDay('2009-02-28', '2027-02-28')).toBe(18);
    expect(ageOnRaceDay('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOnRaceDay('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOnRaceDay('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('takes a moment as its Bangkok day', () => {
    // 17:30 UTC on 13 March is 00:30 on 14 March in Bangkok.
    expect(ageOnRaceDay('2009-03-14', new Date('2027-03-13T17:30:00Z'))).toBe(18);
    expect(ageOnRaceDay('2009-03-14', new Date('2027-03-13T16:30:00Z'))).toBe(17);
  });

  it('is NaN for a birth date that is not a date', () => {
    expect(ageOnRaceDay('', RACE_DAY)).toBeNaN();
  });
});

describe('eligibility', () => {
  it('has no problem without limits', () => {
    expect(ageProblem('2022-01-01', RACE_DAY, { min_age: null, max_age: null })).toBeNull();
    expect(ageProblem('1930-01-01', RACE_DAY, null)).toBeNull();
  });

  it('applies a minimum only, accepting the runner who turns that age on race day', () => {
    const limits = { min_age: 18, max_age: null };
    expect(ageProblem('2009-03-14', RACE_DAY, limits)).toBeNull();
    expect(ageProblem('2009-03-15', RACE_DAY, limits)).toEqual({ kind: 'min', limit: 18, age: 17 });
    expect(ageProblem('2016-06-01', RACE_DAY, limits)).toEqual({ kind: 'min', limit: 18, age: 10 });
    expect(ageProblem('1940-01-01', RACE_DAY, limits)).toBeNull();
  });

  it('applies a maximum only, refusing from the birthday after it', () => {
    const limits = { min_age: null, max_age: 12 };
    expect(ageProblem('2014-03-15', RACE_DAY, limits)).toBeNull(); // 12, 13 tomorrow
    expect(ageProblem('2014-03-14', RACE_DAY, limits)).toEqual({ kind: 'max', limit: 12, age: 13 });
    expect(ageProblem('2022-01-01', RACE_DAY, limits)).toBeNull();
  });

  it('applies both', () => {
    const limits = { min_age: 12, max_age: 17 };
    expect(ageProblem('2015-03-15', RACE_DAY, limits)?.kind).toBe('min');
    expect(ageProblem('2015-03-14', RACE_DAY, limits)).toBeNull();
    expect(ageProblem('2009-03-15', RACE_DAY, limits)).toBeNull();
    expect(ageProblem('2009-03-14', RACE_DAY, limits)?.kind).toBe('max');
  });

  it('says why in both languages through the validation catalogs', () => {
    const p = ageProblem('2016-06-01', RACE_DAY, { min_age: 18, max_age: null })!;
    expect(ageProblemKey(p)).toBe('v.age_min');
    const issue = { code: 'custom', path: ['runner_list', 0, 'dob'], message: 'v.age_min', minimum: 18 };
    expect(describeIssue(issue, 'th')).toBe('runner_list.0.dob: ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง');
    expect(describeIssue(issue, 'en')).toBe('runner_list.0.dob: must be at least 18 on race day');
    const max = { code: 'custom', path: ['dob'], message: 'v.age_max', maximum: 12 };
    expect(describeIssue(max, 'th')).toBe('dob: ต้องมีอายุไม่เกิน 12 ปีในวันแข่ง');
  });
});
