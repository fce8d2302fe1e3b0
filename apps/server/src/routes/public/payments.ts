import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromBaht, toBaht } from '@raceday/domain';
import { inquireOrder } from '../../services/order-view';
import { createCardPayment, findOrder, settleCharge } from '../../services/payments';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { SandboxProvider } from '../../payments/sandbox';
import { ProviderError } from '../../payments/provider';
import { publicBaseUrl, RATE } from '../../plugins/rate-limits';
import { supportContacts } from '../../config';

const uuid = z.string().trim().toLowerCase().uuid({ message: 'v.order_uuid' });

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/order/inquiry',
    {
      config: { rateLimit: RATE.inquiry },
      // tk is the seeds' fixed public client token: accepted and ignored (no secret in a browser).
      schema: {
        body: z.strictObject({
          order_uuid: uuid,
          tk: z.string().max(200).optional(),
          // The seeds' fixed key of the order edit page: accepted and ignored.
          key: z.string().max(200).optional(),
          /** The order's access key (services/order-access.ts): unmasks personal data for its owner. */
          access_key: z.string().max(100).optional(),
          language: z.enum(['TH', 'EN']).optional(),
        }),
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await inquireOrder(
        { db: app.db, provider: app.payments, access: app.orderAccess, storage: app.storage },
        req.body.order_uuid,
        {
          lang: requestLanguage(req),
          baseUrl: publicBaseUrl(app.config, req),
          accessKey: req.body.access_key,
          user: req.user,
        },
      ),
      support: supportContacts(app.config),
      payment_provider: { name: app.payments.name, public_key: app.payments.publicKey },
    }),
  );

  app.post(
    '/v1/order/cc-payment',
    {
      config: { rateLimit: RATE.payment },
      schema: {
        body: z.strictObject({
          token_key: z
            .string()
            .trim()
            .regex(/^tokn_[A-Za-z0-9_]{4,80}$/, { message: 'v.card_token' }),
          uuid,
          email: z.string().max(100).optional(),
          mobile: z.string().max(40).optional(),
          paid_amount: z
            .union([z.number().nonnegative().finite(), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)])
            .optional(),
          // The seeds send a secret key from the browser; it is ignored (no secret travels from a browser).
          sk: z.string().max(200).optional(),
          payment_method: z.string().max(20).optional(),
          language: z.enum(['TH', 'EN']).optional(),
        }),
      },
    },
    async (req) => {
      const order = await findOrder(app.db, req.body.uuid);
      // The seed sends the amount without a decimal point (satang); a different amount means the page is stale.
      if (req.body.paid_amount !== undefined) {
        const sent = Number(req.body.paid_amount);
        if (sent !== order.paidAmount && fromBaht(sent) !== order.paidAmount) {
          throw new AppError(409, 'payment.amount_mismatch', {}, 'paid_amount');
        }
      }
      const { authorizeUri } = await createCardPayment(app.db, app.payments, {
        uuid: req.body.uuid,
        cardToken: req.body.token_key,
        returnUri: `${publicBaseUrl(app.config, req)}/order/${order.uuid}`,
      });
      return { status: 'success' as const, data: { authorize_uri: authorizeUri } };
    },
  );

  // Providers post here; the body is never believed: the charge is fetched from the provider.
  app.post(
    '/v1/payments/webhook/:provider',
    { schema: { params: z.object({ provider: z.enum(['opn', 'sandbox']) }), body: z.unknown() } },
    async (req) => {
      if (req.params.provider !== app.payments.name) return { status: 'success' as const, result: 'ignored' };
      const chargeId = app.payments.chargeIdFromWebhook(req.body, req.headers);
      if (!chargeId) return { status: 'success' as const, result: 'ignored' };
      const result = await settleCharge(app.db, app.payments, chargeId);
      req.log.info({ chargeId, result }, 'payment webhook');
      return { status: 'success' as const, result };
    },
  );

  // ---- the sandbox provider's own endpoints (404 when a real provider is configured) ---------
  const sandbox = () => {
    if (!(app.payments instanceof SandboxProvider)) throw new AppError(404, 'sandbox.off');
    return app.payments;
  };

  app.post(
    '/v1/sandbox/tokens',
    {
      config: { rateLimit: RATE.payment },
      schema: {
        body: z.strictObject({
          number: z
            .string()
            .transform((v) => v.replace(/[\s-]/g, ''))
            .pipe(z.string().regex(/^\d{12,19}$/, { message: 'v.card_number' })),
          name: z.string().trim().min(2).max(60),
          expiry_month: z.coerce.number().int().min(1).max(12),
          expiry_year: z.coerce.number().int().min(2000).max(2100),
          security_code: z.string().regex(/^\d{3,4}$/, { message: 'v.card_cvc' }),
        }),
      },
    },
    async (req) => {
      const b = req.body;
      const now = new Date();
      const expired =
        b.expiry_year < now.getUTCFullYear() ||
        (b.expiry_year === now.getUTCFullYear() && b.expiry_month < now.getUTCMonth() + 1);
      if (!luhn(b.number) || expired)
        throw new AppError(400, 'sandbox.card_invalid', {}, expired ? 'expiry_year' : 'number');
      const id = await sandbox().createCardToken({
        number: b.number,
        expiryMonth: b.expiry_month,
        expiryYear: b.expiry_year,
      });
      return { status: 'success' as const, id };
    },
  );

  app.get(
    '/v1/sandbox/charges/:id',
    { schema: { params: z.object({ id: z.string().regex(/^chrg_test_[0-9a-f]{20}$/) }) } },
    async (req) => {
      try {
        const c = await sandbox().fetchCharge(req.params.id);
        return {
          status: 'success' as const,
          body: {
            id: c.id,
            status: c.status,
            amount: toBaht(c.amount),
            currency: c.currency,
            qr_payload: c.qrPayload ?? '',
            expires_at: c.expiresAt?.toISOString() ?? null,
            order_uuid: c.metadata?.order_uuid ?? '',
          },
        };
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError(404, 'order.not_found');
        throw err;
      }
    },
  );

  app.post(
    '/v1/sandbox/charges/:id/complete',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^chrg_test_[0-9a-f]{20}$/) }),
        body: z.strictObject({ outcome: z.enum(['successful', 'failed']) }),
      },
    },
    async (req) => {
      let done;
      try {
        done = await sandbox().complete(req.params.id, req.body.outcome);
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError(404, 'order.not_found');
        throw err;
      }
      // What the provider's webhook does: the charge is re-read from the provider and applied.
      const result = await settleCharge(app.db, app.payments, req.params.id);
      return {
        status: 'success' as const,
        charge_status: done.charge.status,
        result,
        return_uri: done.returnUri,
      };
    },
  );
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export default paymentRoutes;
