/**
 * Money is integer satang (1 baht = 100 satang) everywhere inside the product.
 * The API shows baht as a number with at most 2 decimals, as the seeds do.
 */
export type Satang = number;

export function toBaht(satang: Satang): number {
  return Math.round(satang) / 100;
}

/** Parses a baht amount (number or decimal string) into satang, rounding half-up to the satang. */
export function fromBaht(baht: number | string): Satang {
  const n = typeof baht === 'string' ? Number(baht) : baht;
  if (!Number.isFinite(n)) throw new RangeError(`not an amount: ${String(baht)}`);
  return Math.round(n * 100 + Number.EPSILON * Math.sign(n));
}

/** Formats satang for display, e.g. 65000 -> "650.00" (or "650" with whole=true when no satang part). */
export function formatBaht(satang: Satang, opts: { whole?: boolean } = {}): string {
  const baht = toBaht(satang);
  const fractionDigits = opts.whole && Number.isInteger(baht) ? 0 : 2;
  return (fractionDigits ? TWO_DECIMALS : WHOLE).format(baht);
}

// Built once: Number#toLocaleString builds a new formatter on every call.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
