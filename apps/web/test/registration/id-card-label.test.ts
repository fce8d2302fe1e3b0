import { describe, expect, it } from 'vitest';
import { idCardLabelSuffix } from '@/features/registration/components/IdCardField';

const PICKUP_EN = '(shown when you collect your bib)';
const PICKUP_TH = '(ใช้แสดงตอนรับ BIB)';

describe('the ID label suffix in the page language (issue 14, item 7)', () => {
  it("shows the seeds' usual Thai suffix as the catalog's text of the page's language", () => {
    expect(idCardLabelSuffix('(ใช้แสดงตอนรับ BIB)', 'en', PICKUP_EN)).toBe(PICKUP_EN);
    expect(idCardLabelSuffix(' ใช้แสดงตอนรับ BIB ', 'en', PICKUP_EN)).toBe(PICKUP_EN);
    expect(idCardLabelSuffix('(ใช้แสดงตอนรับ BIB)', 'th', PICKUP_TH)).toBe(PICKUP_TH);
  });
  it('leaves another Thai suffix out of an English page and keeps it on a Thai one', () => {
    expect(idCardLabelSuffix('(สำหรับประกันภัย)', 'en', PICKUP_EN)).toBe('');
    expect(idCardLabelSuffix('(สำหรับประกันภัย)', 'th', PICKUP_TH)).toBe('(สำหรับประกันภัย)');
  });
  it('keeps a suffix without Thai letters in either language, and no suffix stays none', () => {
    expect(idCardLabelSuffix('(for insurance)', 'en', PICKUP_EN)).toBe('(for insurance)');
    expect(idCardLabelSuffix('', 'en', PICKUP_EN)).toBe('');
  });
});
