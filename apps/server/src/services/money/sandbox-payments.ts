/**
 * The sandbox payment provider's own pages (a test card form, a 3-D Secure page, a bank app that
 * "scans" a PromptPay QR): what their calls do. Answered 404 when a real provider is configured.
 */
import { expiryInFuture, luhnValid, toBaht } from '@raceday/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ProviderError, type PaymentProvider } from '../../payments/provider';
import { SandboxProvider } from '../../payments/sandbox';
import { settleCharge } from './payments';

function sandboxOf(provider: PaymentProvider): SandboxProvider {
  if (!(provider instanceof SandboxProvider)) throw new AppError(404, 'sandbox.off');
  return provider;
}

/** An unknown charge reads as an unknown order: the page was opened with a made-up link. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(404, 'order.not_found');
    throw err;
  }
}

/** The test-card form: a Luhn-valid number with a future expiry gives a one-time token. */
export async function createSandboxCardToken(
  provider: PaymentProvider,
  card: { number: string; expiryMonth: number; expiryYear: number },
): Promise<string> {
  const sandbox = sandboxOf(provider);
  const expired = !expiryInFuture(card.expiryMonth, card.expiryYear);
  if (!luhnValid(card.number) || expired)
    throw new AppError(400, 'sandbox.card_invalid', {}, expired ? 'expiry_year' : 'number');
  return sandbox.createCardToken(card);
}

/** A charge as the sandbox's pages show it (amount in baht). */
export async function sandboxCharge(provider: PaymentProvider, id: string) {
  const c = await orNotFound(sandboxOf(provider).fetchCharge(id));
  return {
    id: c.id,
    status: c.status,
    amount: toBaht(c.amount),
    currency: c.currency,
    qr_payload: c.qrPayload ?? '',
    expires_at: c.expiresAt?.toISOString() ?? null,
    order_uuid: c.metadata?.order_uuid ?? '',
  };
}

/**
 * The tester's decision on a charge, then what the provider's webhook does: the charge is re-read
 * from the provider and applied to its order.
 */
export async function completeSandboxCharge(
  db: Db,
  provider: PaymentProvider,
  id: string,
  outcome: 'successful' | 'failed',
) {
  const done = await orNotFound(sandboxOf(provider).complete(id, outcome));
  const result = await settleCharge(db, provider, id);
  return { chargeStatus: done.charge.status, result, returnUri: done.returnUri };
}
