/**
 * Opn Payments (Omise) over its REST API: Basic auth with the secret key, amounts in satang,
 * currency thb. Docs: charges (card token, or source type promptpay with a scannable QR), GET charge.
 */
import type {
  CardChargeRequest,
  Charge,
  ChargeRequest,
  ChargeStatus,
  PaymentProvider,
  PromptPayChargeRequest,
} from './provider';
import { ProviderError } from './provider';

interface OpnCharge {
  object: 'charge';
  id: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  authorize_uri?: string | null;
  failure_code?: string | null;
  failure_message?: string | null;
  expires_at?: string | null;
  metadata?: Record<string, string>;
  source?: { type?: string; scannable_code?: { image?: { download_uri?: string } } } | null;
}

export interface OpnOptions {
  publicKey: string;
  secretKey: string;
  /** https://api.omise.co, or a local mock in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

export class OpnProvider implements PaymentProvider {
  readonly name = 'opn';
  readonly publicKey: string;

  constructor(private readonly opts: OpnOptions) {
    this.publicKey = opts.publicKey;
  }

  private async call<T = OpnCharge>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
    idempotencyKey?: string,
    object = 'charge',
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.opts.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ProviderError(`Opn unreachable: ${(err as Error).message}`, true);
    }
    const json = (await res.json().catch(() => null)) as { object?: string; message?: string } | null;
    if (!res.ok || !json || json.object !== object) {
      throw new ProviderError(
        `Opn ${res.status}: ${json?.message ?? 'no body'}`,
        res.status >= 500 || res.status === 429,
      );
    }
    return json as T;
  }

  private toCharge(c: OpnCharge): Charge {
    return {
      id: c.id,
      status: c.status,
      amount: c.amount,
      currency: c.currency.toLowerCase(),
      authorizeUri: c.authorize_uri ?? null,
      qrImageUrl: c.source?.scannable_code?.image?.download_uri ?? null,
      expiresAt: c.expires_at ? new Date(c.expires_at) : null,
      failureCode: c.failure_code ?? null,
      failureMessage: c.failure_message ?? null,
      metadata: c.metadata ?? {},
    };
  }

  /** POST /charges: the request's amount, return address and metadata, paid as `paidWith` says. */
  private async createCharge(req: ChargeRequest, paidWith: Record<string, unknown>): Promise<Charge> {
    const c = await this.call(
      'POST',
      '/charges',
      {
        amount: req.amount,
        currency: req.currency,
        ...paidWith,
        return_uri: req.returnUri,
        metadata: req.metadata,
      },
      req.idempotencyKey,
    );
    return this.toCharge(c);
  }

  createPromptPayCharge(req: PromptPayChargeRequest): Promise<Charge> {
    return this.createCharge(req, { source: { type: 'promptpay' }, expires_at: req.expiresAt.toISOString() });
  }

  createCardCharge(req: CardChargeRequest): Promise<Charge> {
    return this.createCharge(req, { card: req.cardToken });
  }

  async fetchCharge(id: string): Promise<Charge> {
    if (!/^chrg_[A-Za-z0-9_]{1,80}$/.test(id)) throw new ProviderError('not an Opn charge id', false);
    return this.toCharge(await this.call('GET', `/charges/${id}`));
  }

  /** POST /charges/{id}/refunds: a full or partial refund of a successful charge. */
  async refundCharge(
    id: string,
    amount: number,
    idempotencyKey?: string,
  ): Promise<{ id: string; amount: number }> {
    if (!/^chrg_[A-Za-z0-9_]{1,80}$/.test(id)) throw new ProviderError('not an Opn charge id', false);
    const r = await this.call<{ id: string; amount: number }>(
      'POST',
      `/charges/${id}/refunds`,
      { amount },
      idempotencyKey ?? `refund-${id}-${amount}`,
      'refund',
    );
    return { id: r.id, amount: r.amount };
  }

  /** Opn posts events such as {object:'event', key:'charge.complete', data:{object:'charge', id}}. */
  chargeIdFromWebhook(body: unknown): string | null {
    const data = (body as { data?: { object?: string; id?: unknown } } | null)?.data;
    return data?.object === 'charge' && typeof data.id === 'string' ? data.id : null;
  }
}
