/** Card-form helpers: digits only, grouped by four for display, checked with the Luhn sum. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 19);

export const formatCardNumber = (value: string): string => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

export { luhnValid, expiryInFuture } from '@raceday/domain';

export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'unionpay' | null;

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  return null;
}
