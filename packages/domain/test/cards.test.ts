import { describe, expect, it } from 'vitest';
import { expiryInFuture, luhnValid } from '../src/cards';

describe('card numbers', () => {
  it('accepts a number whose Luhn check digit is right, and nothing else', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    // Too short, too long, not digits.
    expect(luhnValid('42424242424')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
  });

  it('a card is valid through the last day of its expiry month', () => {
    const now = new Date('2026-11-25T05:00:00Z');
    expect(expiryInFuture(11, 2026, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
    expect(expiryInFuture(12, 2025, now)).toBe(false);
  });

  it("the month turns at midnight in Bangkok, whatever the machine's time zone", () => {
    // 30 November 17:30 UTC is already 1 December 00:30 in Bangkok: an 11/26 card has expired.
    const bangkokDecember = new Date('2026-11-30T17:30:00Z');
    expect(expiryInFuture(11, 2026, bangkokDecember)).toBe(false);
    expect(expiryInFuture(12, 2026, bangkokDecember)).toBe(true);
    // 31 December 16:59 UTC is 23:59 in Bangkok: a 12/26 card still works.
    expect(expiryInFuture(12, 2026, new Date('2026-12-31T16:59:00Z'))).toBe(true);
  });
});
