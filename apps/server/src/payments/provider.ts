/**
 * One interface for every payment provider. The order service never trusts what a browser or a
 * webhook says about a charge: it asks the provider (fetchCharge) and believes only that.
 */
export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';

export interface Charge {
  id: string;
  status: ChargeStatus;
  /** Satang. */
  amount: number;
  currency: string;
  /** Card charges needing 3-D Secure: where the browser goes next. */
  authorizeUri?: string | null;
  /** PromptPay charges: the EMVCo payload and/or an image of the QR. */
  qrPayload?: string | null;
  qrImageUrl?: string | null;
  expiresAt?: Date | null;
  failureCode?: string | null;
  failureMessage?: string | null;
  metadata?: Record<string, string>;
}

/** What every new charge says, however it is paid. */
export interface ChargeRequest {
  amount: number;
  currency: 'thb';
  returnUri: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PromptPayChargeRequest extends ChargeRequest {
  expiresAt: Date;
}

export interface CardChargeRequest extends ChargeRequest {
  cardToken: string;
}

export interface PaymentProvider {
  /** 'sandbox' or 'opn': stored with each charge. */
  readonly name: string;
  /** The public key the browser's card form uses (Opn), or null for the sandbox's own form. */
  readonly publicKey: string | null;
  createPromptPayCharge(req: PromptPayChargeRequest): Promise<Charge>;
  createCardCharge(req: CardChargeRequest): Promise<Charge>;
  fetchCharge(id: string): Promise<Charge>;
  /**
   * Gives `amount` satang of a successful charge back to the payer. The same `idempotencyKey` (default:
   * the charge and amount) gives the same refund, so a retry after a lost reply does not pay twice.
   */
  refundCharge(id: string, amount: number, idempotencyKey?: string): Promise<{ id: string; amount: number }>;
  /** The charge id a webhook body names, if any; the body itself is never believed. */
  chargeIdFromWebhook(body: unknown, headers: Record<string, string | string[] | undefined>): string | null;
}

/** The provider could not be reached or answered with an error. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
