/** Card-form helpers: digits only, grouped by four for display, checked with the Luhn sum. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 19);

export const formatCardNumber = (value: string): string => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

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

/** A card is still valid through the last day of its expiry month. */
export function expiryInFuture(month: number, year: number, now = new Date()): boolean {
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'unionpay' | null;

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  return null;
}
