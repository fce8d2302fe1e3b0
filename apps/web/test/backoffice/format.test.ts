/** Spreadsheet file names carry the Bangkok minute, whatever the browser's time zone. */
import { describe, expect, it } from 'vitest';
import { fileStamp } from '@/features/backoffice/components/format';

describe('a spreadsheet file name stamp', () => {
  it('is the minute in Bangkok', () => {
    // 17:30 UTC is already half past midnight of the next day in Bangkok.
    expect(fileStamp(new Date('2026-11-26T17:30:00Z'))).toBe('20261127_0030');
    expect(fileStamp(new Date('2026-11-26T03:05:00Z'))).toBe('20261126_1005');
  });
});
