import { describe, expect, it } from 'vitest';
import { initials } from '../src/names';

describe('avatar initials', () => {
  it('skips the Thai vowels written before a consonant', () => {
    expect(initials('สมใจ', 'ใจดี')).toBe('สจ');
    expect(initials('เมธี')).toBe('ม');
    expect(initials('แก้ว', 'โชติ')).toBe('กช');
    expect(initials('ไพโรจน์', 'เอี่ยมสะอาด')).toBe('พอ');
  });

  it('takes the first letter of other names, upper-cased', () => {
    expect(initials('somchai', 'jaidee')).toBe('SJ');
    expect(initials('Ann', 'Lee')).toBe('AL');
    expect(initials('มานี', 'มีนา')).toBe('มม');
  });

  it('leaves out empty or missing parts and surrounding spaces', () => {
    expect(initials('  เมธี ', '')).toBe('ม');
    expect(initials(undefined, null)).toBe('');
    expect(initials('เ')).toBe('');
  });
});
