/** Random digits from the browser's CSPRNG (available over plain http too, unlike randomUUID). */
function randomDigits(n: number): string {
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

/** The hide-info placeholder ID of an event that does not require an ID card: 'NOID' + 8 digits. */
export function placeholderIdCard(): string {
  return `NOID${randomDigits(8)}`;
}

export const isPlaceholderIdCard = (id: string) => /^NOID\d{8}$/.test(id);

/** A fresh Idempotency-Key (8-100 of [A-Za-z0-9_-]) for one submit intent. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
