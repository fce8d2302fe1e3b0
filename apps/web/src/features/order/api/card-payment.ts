import type { CardPaymentReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export interface CardDetails {
  /** Digits only. */
  number: string;
  name: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

/** POST /v1/sandbox/tokens: the sandbox provider's stand-in for Opn's card tokenizer (one use per token). */
export async function createSandboxCardToken(card: CardDetails): Promise<string> {
  const reply = await apiFetch<{ status: 'success'; id: string }>('/v1/sandbox/tokens', {
    method: 'POST',
    body: {
      number: card.number,
      name: card.name,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      security_code: card.securityCode,
    },
  });
  return reply.id;
}

export interface CardPaymentBody {
  token_key: string;
  uuid: string;
  email: string;
  mobile: string;
  /** Satang: the amount "without the decimal point", as the seed sends it. */
  paid_amount: number;
  payment_method: string;
}

/** POST /v1/order/cc-payment: charges the token; the reply names where the browser goes for 3-D Secure. */
export async function payByCard(body: CardPaymentBody): Promise<string | null> {
  const reply = await apiFetch<CardPaymentReply>('/v1/order/cc-payment', { method: 'POST', body });
  const uri = reply.data?.authorize_uri;
  return typeof uri === 'string' && uri.trim() !== '' ? uri : null;
}
