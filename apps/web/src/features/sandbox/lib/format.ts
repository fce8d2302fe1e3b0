import { formatBaht, fromBaht } from '@raceday/domain';

/** Baht (a number of the API) for display: 1380.2 -> "1,380.20". */
export const baht = (amount: number): string => formatBaht(fromBaht(amount));

/** The page's word for the charge's currency; another currency shows its code. */
export const currencyLabel = (currency: string, thb: string): string =>
  currency.toLowerCase() === 'thb' ? thb : currency.toUpperCase();
