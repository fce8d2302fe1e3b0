/**
 * Reads what a banking app shows after scanning a Thai QR (EMVCo TLV: two-digit tag, two-digit
 * length, value): the PromptPay target (tag 29, sub-tag 01 mobile / 02 ID / 03 e-wallet) and the amount.
 */
export interface PromptPayTarget {
  kind: 'mobile' | 'id' | 'ewallet';
  /** Masked for display, e.g. "XXX-XXX-5678". */
  masked: string;
}

function readTlv(data: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i + 4 <= data.length) {
    const tag = data.slice(i, i + 2);
    const len = Number(data.slice(i + 2, i + 4));
    if (!Number.isInteger(len) || i + 4 + len > data.length) break;
    out.set(tag, data.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

export function promptPayTarget(payload: string): PromptPayTarget | null {
  const account = readTlv(payload).get('29') ?? readTlv(payload).get('30');
  if (!account) return null;
  const sub = readTlv(account);
  const mobile = sub.get('01');
  if (mobile) {
    const local = `0${mobile.replace(/^0066/, '').replace(/^0+/, '')}`;
    return { kind: 'mobile', masked: `XXX-XXX-${local.slice(-4)}` };
  }
  const id = sub.get('02');
  if (id) return { kind: 'id', masked: `X-XXXX-XXXXX-${id.slice(-3, -1)}-${id.slice(-1)}` };
  const wallet = sub.get('03');
  if (wallet) return { kind: 'ewallet', masked: `XXXXXXXXXX${wallet.slice(-5)}` };
  return null;
}

export function promptPayAmount(payload: string): number | null {
  const amount = readTlv(payload).get('54');
  const n = amount ? Number(amount) : NaN;
  return Number.isFinite(n) ? n : null;
}
