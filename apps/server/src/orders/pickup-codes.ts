/**
 * Kit pick-up codes: what a runner's pick-up QR says (the order page, the payment e-mail), and what
 * the bib desk scans (services/backoffice/checkbib.ts#scanRunnerForBib).
 *
 * `RDP1.<runner id>.<signature>`: the signature is the first 128 bits of an HMAC-SHA256 of the
 * runner id under a key of its own derived from the server's token secret (as the file links'
 * key is, storage/storage.ts#fileUrlSecret), in base64url. It cannot be guessed or made up for
 * another runner, carries no personal data, and needs nothing stored: any server process checks it.
 * Changing JWT_SECRET makes every code printed before it invalid (the page and a resent mail show
 * the new ones). A code says who; whether that runner may collect now (their order paid, this
 * event) is decided when it is scanned.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';

const PREFIX = 'RDP1';
/** Signature bytes kept: 16 (128 bits), 22 base64url characters. */
const SIGNATURE_BYTES = 16;
const CODE = /^RDP1\.([1-9]\d{0,14})\.([A-Za-z0-9_-]{22})$/;

/** The pick-up codes' signing key, derived from the server's token secret (not the JWT key itself). */
export function pickupCodeSecret(tokenSecret: string): Buffer {
  return createHmac('sha256', tokenSecret).update('raceday/pickup-code/v1').digest();
}

export class PickupCodes {
  constructor(private readonly secret: Buffer) {}

  private sign(runnerId: number): Buffer {
    return createHmac('sha256', this.secret)
      .update(`${PREFIX}.${runnerId}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  }

  /** The runner's code, e.g. `RDP1.1234.Zb3…` (34 characters or so). */
  codeFor(runnerId: number): string {
    return `${PREFIX}.${runnerId}.${this.sign(runnerId).toString('base64url')}`;
  }

  /** The runner id a genuine code names; null for anything else (malformed, forged, another key). */
  runnerOf(code: string): number | null {
    const m = CODE.exec(code.trim());
    if (!m) return null;
    const runnerId = Number(m[1]);
    if (!Number.isSafeInteger(runnerId)) return null;
    // Compared as text: the last of 22 base64url characters carries 2 bits, so a decoder reads several
    // spellings of it as the same bytes; only the one spelling this server writes is genuine.
    const given = Buffer.from(m[2]!, 'latin1');
    const expected = Buffer.from(this.sign(runnerId).toString('base64url'), 'latin1');
    return given.length === expected.length && timingSafeEqual(given, expected) ? runnerId : null;
  }
}

/** A code as a PNG QR image (the e-mail's inline picture): black on white, a quiet zone of 4. */
export function pickupQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
