/**
 * Personal data in public views is masked on the server, so the unmasked value never reaches a
 * browser that only holds an order link or searches a list. Masks keep a value's length and show
 * only its last 4 characters: enough for a runner to recognise their own number, too little for a
 * stranger to confirm a guess in a few calls (the seeds kept 8 of 10 digits of a mobile).
 */

/** Everything but the last `keep` characters as X, the length kept. */
function keepLast(value: string, keep: number): string {
  if (value.length <= keep) return 'X'.repeat(value.length);
  return 'X'.repeat(value.length - keep) + value.slice(-keep);
}

/** ID card or passport: XXXX and the last 4 characters (seed 001 §2.1). */
export function maskIdCard(id: string): string {
  if (!id || id === '-') return id;
  return `XXXX${id.slice(-4)}`;
}

/** Mobile and emergency mobile: the last 4 digits, e.g. XXXXXX5678. */
export function maskMobile(mobile: string): string {
  if (!mobile) return mobile;
  return keepLast(mobile, 4);
}

/** Delivery mobile: masked like every other mobile. */
export const maskDeliveryMobile = maskMobile;

/** E-mail: the first character of the name and the domain, e.g. s***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : email;
  return `${email[0]}***${email.slice(at)}`;
}

/** A person's name for a stranger: the first name and the initial of the rest, e.g. สมชาย ใ. */
export function maskName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first) return '';
  return rest.length ? `${first} ${initial(rest[0]!)}.` : first;
}

/** The first letter of a word; a Thai leading vowel (เ แ โ ใ ไ) is written before its consonant. */
function initial(word: string): string {
  const chars = [...word];
  return chars.find((c) => !/[\u0E40-\u0E44]/.test(c)) ?? chars[0] ?? '';
}
