/**
 * Thai national ID numbers: 13 digits, the last a mod-11 check digit over the first 12
 * (weights 13 down to 2).
 */
export function thaiIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('need 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidThaiId(id: string): boolean {
  return /^\d{13}$/.test(id) && thaiIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}
