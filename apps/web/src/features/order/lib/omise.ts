/**
 * Opn (Omise) card tokenization in the browser: Omise.js is loaded only when the server names a
 * public key, and only then. The card never reaches our server; Opn answers with a one-use token.
 */
import type { CardDetails } from '../api/card-payment';

const OMISE_JS = 'https://cdn.omise.co/omise.js';

interface OmiseTokenResponse {
  object?: string;
  id?: string;
  message?: string;
}

interface OmiseGlobal {
  setPublicKey(key: string): void;
  createToken(
    type: 'card',
    card: {
      name: string;
      number: string;
      expiration_month: number;
      expiration_year: number;
      security_code: string;
    },
    callback: (statusCode: number, response: OmiseTokenResponse) => void,
  ): void;
}

declare global {
  interface Window {
    Omise?: OmiseGlobal;
  }
}

let loading: Promise<OmiseGlobal> | null = null;

function loadOmise(): Promise<OmiseGlobal> {
  if (window.Omise) return Promise.resolve(window.Omise);
  loading ??= new Promise<OmiseGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = OMISE_JS;
    script.async = true;
    script.onload = () => (window.Omise ? resolve(window.Omise) : reject(new Error('Omise.js did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Omise.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Starts loading Omise.js ahead of the pay button (the form is on screen). */
export function preloadOmise(): void {
  void loadOmise().catch(() => undefined);
}

/** Card details to an Opn token (`tokn_...`), with the public key the server gave. */
export async function createOmiseToken(publicKey: string, card: CardDetails): Promise<string> {
  const omise = await loadOmise();
  omise.setPublicKey(publicKey);
  return new Promise<string>((resolve, reject) => {
    omise.createToken(
      'card',
      {
        name: card.name,
        number: card.number,
        expiration_month: card.expiryMonth,
        expiration_year: card.expiryYear,
        security_code: card.securityCode,
      },
      (statusCode, response) => {
        if (statusCode === 200 && response.id) resolve(response.id);
        else reject(new Error(response.message ?? `Opn answered ${statusCode}`));
      },
    );
  });
}
