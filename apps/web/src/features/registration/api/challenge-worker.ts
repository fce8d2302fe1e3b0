/**
 * A Web Worker that solves proof-of-work challenges for device-token.ts with altcha-lib's own worker
 * loop and the browser's WebCrypto PBKDF2, so the page stays responsive while it works.
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
