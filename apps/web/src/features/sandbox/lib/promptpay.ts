import { anyId } from 'promptparse/validate';

/**
 * Reads what a banking app shows after scanning a Thai QR: the PromptPay target of an AnyID
 * (tag 29) payload, parsed and CRC-checked by promptparse.
 */
export interface PromptPayTarget {
  kind: 'mobile' | 'id' | 'ewallet';
  /** Masked for display, e.g. "XXX-XXX-5678". */
  masked: string;
}

/** The payee of a PromptPay AnyID payload, masked; null when the payload is not one (or its CRC is wrong). */
export function promptPayTarget(payload: string): PromptPayTarget | null {
  const qr = anyId(payload);
  if (!qr) return null;
  const { type, target } = qr;
  switch (type) {
    case 'MSISDN': // promptparse gives the local form, 0812345678
      return { kind: 'mobile', masked: `XXX-XXX-${target.slice(-4)}` };
    case 'NATID':
      return { kind: 'id', masked: `X-XXXX-XXXXX-${target.slice(-3, -1)}-${target.slice(-1)}` };
    case 'EWALLETID':
      return { kind: 'ewallet', masked: `XXXXXXXXXX${target.slice(-5)}` };
    default:
      return null;
  }
}
