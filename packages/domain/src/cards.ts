/** Card numbers, as the card form (web) and the sandbox provider's token endpoint (server) check them. */
import { bangkokDay } from './dates';

/** A card number of 12 to 19 digits whose Luhn check digit is right. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is still valid through the last day of its expiry month, counted in Bangkok. */
export function expiryInFuture(month: number, year: number, now = new Date()): boolean {
  const [thisYear, thisMonth] = bangkokDay(now).split('-').map(Number) as [number, number];
  return year > thisYear || (year === thisYear && month >= thisMonth);
}
