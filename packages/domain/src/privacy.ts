/**
 * Personal data in public views is masked as the seeds say (001 §2.1), on the server, so the
 * unmasked value never reaches a browser that only holds an order link.
 */

/** ID card or passport: XXXX and the last 4 characters. */
export function maskIdCard(id: string): string {
  if (!id || id === '-') return id;
  return `XXXX${id.slice(-4)}`;
}

/** Mobile and emergency mobile: the first 8 characters and XX. */
export function maskMobile(mobile: string): string {
  if (!mobile) return mobile;
  return `${mobile.slice(0, 8)}XX`;
}

/** Delivery mobile: the first 8 characters and XXX (as the seed shows it). */
export function maskDeliveryMobile(mobile: string): string {
  if (!mobile) return mobile;
  return `${mobile.slice(0, 8)}XXX`;
}
