/**
 * The sandbox provider: a product feature for trying the whole payment flow with no outside
 * service. PromptPay charges carry a real EMVCo PromptPay payload for the exact amount; card charges
 * go through the product's own test-card form and a 3-D Secure page where the tester approves or
 * declines. Its charges live in the sandbox_charges table, as a real provider keeps them on its side.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'promptparse';
import type { Db } from '../db/client';
import { sandboxCardTokens, sandboxCharges } from '../db/schema';
import type {
  CardChargeRequest,
  Charge,
  ChargeRequest,
  ChargeStatus,
  PaymentProvider,
  PromptPayChargeRequest,
} from './provider';
import { ProviderError } from './provider';

type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export interface SandboxOptions {
  /** The PromptPay id the QR pays to: a 10-digit mobile number or a 13-digit national/tax id. */
  promptPayId: string;
}

/** The EMVCo PromptPay payload (tag 29) for an amount in satang. */
export function promptPayPayload(promptPayId: string, amount: number): string {
  return generate.anyId({
    type: promptPayId.length === 13 ? 'NATID' : 'MSISDN',
    target: promptPayId,
    amount: amount / 100,
  });
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly publicKey = null;

  constructor(
    private readonly db: Db,
    private readonly opts: SandboxOptions,
  ) {}

  private toCharge(row: SandboxChargeRow): Charge {
    const expired =
      row.status === 'pending' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
    return {
      id: row.id,
      status: expired ? 'expired' : (row.status as ChargeStatus),
      amount: row.amount,
      currency: row.currency,
      authorizeUri: row.method === 'card' ? `/sandbox/authorize/${row.id}` : null,
      qrPayload: row.qrPayload,
      expiresAt: row.expiresAt,
      failureCode: row.status === 'failed' ? 'payment_rejected' : null,
      failureMessage: row.status === 'failed' ? 'declined on the sandbox 3-D Secure page' : null,
      metadata: row.metadata,
    };
  }

  private async insertOnce(values: typeof sandboxCharges.$inferInsert): Promise<Charge> {
    const [row] = await this.db.insert(sandboxCharges).values(values).onConflictDoNothing().returning();
    if (row) return this.toCharge(row);
    // The same idempotency key again: the first charge, never a second one.
    const [existing] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, values.idempotencyKey!));
    return this.toCharge(existing!);
  }

  /** A new charge of `method` for the request, once per idempotency key. */
  private newCharge(
    method: 'promptpay' | 'card',
    req: ChargeRequest,
    more: Partial<typeof sandboxCharges.$inferInsert> = {},
  ): Promise<Charge> {
    return this.insertOnce({
      id: `chrg_test_${randomBytes(10).toString('hex')}`,
      method,
      amount: req.amount,
      currency: req.currency,
      idempotencyKey: req.idempotencyKey,
      returnUri: req.returnUri,
      metadata: req.metadata,
      ...more,
    });
  }

  createPromptPayCharge(req: PromptPayChargeRequest): Promise<Charge> {
    return this.newCharge('promptpay', req, {
      qrPayload: promptPayPayload(this.opts.promptPayId, req.amount),
      expiresAt: req.expiresAt,
    });
  }

  async createCardCharge(req: CardChargeRequest): Promise<Charge> {
    const [token] = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: new Date() })
      .where(eq(sandboxCardTokens.token, req.cardToken))
      .returning();
    if (!token) {
      // A replay of a charge already made with this token answers with that charge.
      const [again] = await this.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, req.idempotencyKey));
      if (again) return this.toCharge(again);
      throw new ProviderError('unknown or used card token', false);
    }
    return this.newCharge('card', req);
  }

  async fetchCharge(id: string): Promise<Charge> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    if (!row) throw new ProviderError('no such sandbox charge', false);
    return this.toCharge(row);
  }

  /** Refunds are recorded on the charge (a real provider keeps them as refund objects of the charge). */
  async refundCharge(id: string, amount: number): Promise<{ id: string; amount: number }> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    if (!row || row.status !== 'successful')
      throw new ProviderError('only a successful charge can be refunded', false);
    const refunded = Number(row.metadata.refunded_amount ?? 0) + amount;
    if (refunded > row.amount) throw new ProviderError('refund larger than the charge', false);
    await this.db
      .update(sandboxCharges)
      .set({ metadata: { ...row.metadata, refunded_amount: String(refunded) } })
      .where(eq(sandboxCharges.id, id));
    return { id: `rfnd_test_${randomBytes(10).toString('hex')}`, amount };
  }

  chargeIdFromWebhook(body: unknown): string | null {
    const data = (body as { data?: { id?: unknown } } | null)?.data;
    return typeof data?.id === 'string' ? data.id : null;
  }

  // ---- the sandbox's own pages -------------------------------------------------------------

  /** The test-card form: any Luhn-valid number with a future expiry gives a one-time token. */
  async createCardToken(card: { number: string; expiryMonth: number; expiryYear: number }): Promise<string> {
    const token = `tokn_test_${randomBytes(10).toString('hex')}`;
    const brand = card.number.startsWith('4') ? 'Visa' : card.number.startsWith('5') ? 'MasterCard' : 'Card';
    await this.db.insert(sandboxCardTokens).values({ token, last4: card.number.slice(-4), brand });
    return token;
  }

  /** What the tester decides on the 3-D Secure page, or the bank app when a QR is "scanned". */
  async complete(
    id: string,
    outcome: 'successful' | 'failed',
  ): Promise<{ charge: Charge; returnUri: string | null }> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    if (!row) throw new ProviderError('no such sandbox charge', false);
    if (row.status === 'pending' && !(row.expiresAt && row.expiresAt.getTime() <= Date.now())) {
      await this.db.update(sandboxCharges).set({ status: outcome }).where(eq(sandboxCharges.id, id));
    }
    return { charge: await this.fetchCharge(id), returnUri: row.returnUri };
  }
}
