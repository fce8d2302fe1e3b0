import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkParticipateLimitSchema, describeIssue } from '../src/validation-entry';
import {
  formatBaht,
  formatDate,
  formatDateTime,
  formatShortDateTime,
  formatMoment,
  fromBaht,
  hasPlacesLeft,
  isValidThaiId,
  registrationState,
  thaiIdCheckDigit,
  toBaht,
  toBuddhistYear,
} from '../src';

describe('money in satang', () => {
  it('converts between baht and satang without float drift', () => {
    expect(fromBaht(650)).toBe(65000);
    expect(fromBaht('1234.56')).toBe(123456);
    expect(fromBaht(0.1 + 0.2)).toBe(30);
    expect(fromBaht(19.995)).toBe(2000);
    expect(toBaht(65050)).toBe(650.5);
    expect(() => fromBaht('abc')).toThrow(RangeError);
  });
  it('formats for display with thousands and 2 decimals', () => {
    expect(formatBaht(123456789)).toBe('1,234,567.89');
    expect(formatBaht(65000, { whole: true })).toBe('650');
    expect(formatBaht(65050, { whole: true })).toBe('650.50');
  });
});

describe('dates', () => {
  it('shows Thai dates with the Buddhist-era year and English with the Gregorian year', () => {
    expect(formatDate('2027-03-14', 'th')).toBe('วันอาทิตย์ที่ 14 มีนาคม 2570');
    expect(formatDate('2027-03-14', 'en')).toBe('Sunday, 14 March 2027');
    expect(formatDate('2027-03-14', 'th', 'short')).toBe('14 มี.ค. 2570');
    expect(toBuddhistYear(1934)).toBe(2477);
    expect(toBuddhistYear(2022)).toBe(2565);
  });
  it('shows a moment in Bangkok time whatever the server zone', () => {
    const tenAm = new Date('2026-12-01T03:00:00Z');
    expect(formatDateTime(tenAm, 'th')).toBe('1 ธันวาคม 2569 เวลา 10:00 น.');
    expect(formatDateTime(tenAm, 'en')).toBe('1 December 2026, 10:00');
    // 23:30 UTC is already the next day in Bangkok.
    expect(formatDate(new Date('2027-03-13T23:30:00Z'), 'en', 'short')).toBe('14 Mar 2027');
  });
  it('shows a stored moment of a back-office table in Bangkok time, a dash when there is none', () => {
    // The order a browser in UTC showed as 12:14 was placed at 19:14 in Bangkok.
    expect(formatMoment('2026-11-26T12:14:00.000Z', 'en')).toBe('26 Nov 2026 19:14');
    expect(formatMoment('2026-11-26T12:14:00.000Z', 'th')).toBe('26 พ.ย. 2569 19:14');
    expect(formatMoment(null, 'th')).toBe('-');
    expect(formatMoment('', 'en')).toBe('-');
    expect(formatMoment('not a date', 'en')).toBe('not a date');
  });
  it('keeps each style apart although its formatter is built once and reused', () => {
    const at = '2026-11-22T07:05:00Z';
    for (let i = 0; i < 3; i++) {
      expect(formatShortDateTime(at, 'th')).toBe('22 พ.ย. 2569 14:05');
      expect(formatShortDateTime(at, 'en')).toBe('22 Nov 2026 14:05');
      expect(formatDate(at, 'en')).toBe('Sunday, 22 November 2026');
      expect(formatDateTime(at, 'en')).toBe('22 November 2026, 14:05');
    }
  });
});

describe('registration state', () => {
  const w = {
    registrationStartAt: new Date('2026-12-01T03:00:00Z'),
    registrationEndAt: new Date('2027-02-01T03:00:00Z'),
    isRegistrationClosed: false,
  };
  it('is SOON before the opening, to the millisecond', () => {
    expect(registrationState(w, new Date('2026-12-01T02:59:59.999Z'))).toEqual({
      event_status: 'SOON',
      is_open_register: 'N',
      is_event_end: 'N',
    });
  });
  it('is OPEN from the opening instant until the end', () => {
    expect(registrationState(w, new Date('2026-12-01T03:00:00Z')).event_status).toBe('OPEN');
    expect(registrationState(w, new Date('2027-02-01T02:59:59Z'))).toEqual({
      event_status: 'OPEN',
      is_open_register: 'Y',
      is_event_end: 'N',
    });
  });
  it('is CLOSED at the end or when closed by hand', () => {
    expect(registrationState(w, new Date('2027-02-01T03:00:00Z')).event_status).toBe('CLOSED');
    expect(registrationState({ ...w, isRegistrationClosed: true }, new Date('2026-12-15T00:00:00Z'))).toEqual(
      {
        event_status: 'CLOSED',
        is_open_register: 'N',
        is_event_end: 'Y',
      },
    );
  });
});

describe('participant limit', () => {
  it('counts places, including team entries that take several', () => {
    const limit = { isLimited: true, participantLimit: 40, placesTaken: 38 };
    expect(hasPlacesLeft(limit)).toBe(true);
    expect(hasPlacesLeft(limit, 2)).toBe(true);
    expect(hasPlacesLeft(limit, 3)).toBe(false);
    expect(hasPlacesLeft({ ...limit, placesTaken: 40 })).toBe(false);
    expect(hasPlacesLeft({ isLimited: false, participantLimit: 40, placesTaken: 99 })).toBe(true);
  });
});

describe('Thai national ID', () => {
  it('computes the mod-11 check digit', () => {
    // 1·13 + 1·12 + 0·11 + 1·10 + 7·9 + 0·8 + 0·7 + 2·6 + 0·5 + 3·4 + 4·3 + 5·2 = 144; 144 mod 11 = 1; (11 - 1) mod 10 = 0
    expect(thaiIdCheckDigit('110170020345')).toBe(0);
    expect(isValidThaiId('1101700203450')).toBe(true);
    expect(isValidThaiId('1101700203451')).toBe(false);
    expect(isValidThaiId('110170020345')).toBe(false);
    expect(isValidThaiId('11017002034a0')).toBe(false);
  });
});

describe('validation messages', () => {
  const issues = (data: unknown) => checkParticipateLimitSchema.safeParse(data).error!.issues;
  it('names the field and says what is wrong, in Thai and English', () => {
    const [missing] = issues({});
    expect(describeIssue(missing!, 'th')).toBe('event_key: กรุณาระบุ');
    expect(describeIssue(missing!, 'en')).toBe('event_key: is required');
    const [long] = issues({ event_key: 'a'.repeat(65) });
    expect(describeIssue(long!, 'en')).toBe('event_key: must be at most 64 characters');
    const [pattern] = issues({ event_key: 'Bad Key' });
    expect(describeIssue(pattern!, 'th')).toBe(
      'event_key: ใช้ได้เฉพาะตัวอักษรอังกฤษพิมพ์เล็ก a-z ตัวเลข 0-9 และขีด (-) ยาว 3–64 ตัว ไม่ขึ้นต้นหรือลงท้ายด้วยขีด',
    );
    const [extra] = issues({ event_key: 'ok-key', x: 1 });
    expect(describeIssue(extra!, 'en')).toBe('request body: has unknown fields: x');
  });
  it('describes numbers, lists and e-mail addresses', () => {
    const s = z.object({
      n: z.number().int().min(1).max(5),
      list: z.array(z.string()).max(1),
      email: z.email(),
    });
    const found = s
      .safeParse({ n: 9, list: ['a', 'b'], email: 'nope' })
      .error!.issues.map((i) => describeIssue(i, 'en'));
    expect(found).toEqual([
      'n: must be at most 5',
      'list: must have at most 1 items',
      'email: is not a valid e-mail address',
    ]);
  });
});

describe('masking of personal data in public views (seed 001 section 2.1)', () => {
  it('shows XXXX and the last 4 of an ID, the last 4 of a mobile', async () => {
    const { maskIdCard, maskMobile, maskDeliveryMobile } = await import('../src');
    expect(maskIdCard('1101700203450')).toBe('XXXX3450');
    expect(maskIdCard('AA1234567')).toBe('XXXX4567');
    expect(maskIdCard('-')).toBe('-');
    // Only the last 4 digits, the length kept: 10^6 guesses stand between a stranger and the number.
    expect(maskMobile('0812345678')).toBe('XXXXXX5678');
    expect(maskDeliveryMobile('0812345678')).toBe('XXXXXX5678');
    expect(maskMobile('021234567890')).toBe('XXXXXXXX7890');
    expect(maskMobile('')).toBe('');
  });
  it('keeps a masked phone as long as the number (issue 14: "08123456XXX" had 11 characters)', async () => {
    const { maskMobile, maskDeliveryMobile } = await import('../src');
    for (const phone of ['021234567', '0812345678', '+66812345678', '1234']) {
      expect(maskMobile(phone)).toHaveLength(phone.length);
      expect(maskDeliveryMobile(phone)).toHaveLength(phone.length);
      expect(maskMobile(phone)).not.toContain(phone.slice(0, -4) || phone);
    }
    expect(maskMobile('021234567')).toBe('XXXXX4567');
    expect(maskMobile('1234')).toBe('XXXX');
  });
  it('keeps only a hint of an e-mail and a surname', async () => {
    const { maskEmail, maskName } = await import('../src');
    expect(maskEmail('somchai@example.com')).toBe('s***@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskName('สมชาย ใจดี')).toBe('สมชาย จ.');
    expect(maskName('Somchai Jaidee')).toBe('Somchai J.');
    expect(maskName('Somchai')).toBe('Somchai');
  });
});
