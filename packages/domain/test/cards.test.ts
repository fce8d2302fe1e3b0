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
    const now = new Date(2026, 10, 25);
    expect(expiryInFuture(11, 2026, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
    expect(expiryInFuture(12, 2025, now)).toBe(false);
  });
});
