import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inquireOrder } from '../../services/order-view';
import { createCardPayment, settleCharge } from '../../services/payments';
import {
  completeSandboxCharge,
  createSandboxCardToken,
  sandboxCharge,
} from '../../services/sandbox-payments';
import {
  orderInquiryReplySchema,
  cardPaymentReplySchema,
  errorReplies,
  sandboxChargeReplySchema,
  sandboxCompleteReplySchema,
  sandboxTokenReplySchema,
  webhookReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
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
        response: { 200: orderInquiryReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await inquireOrder(
        {
          db: app.db,
          provider: app.payments,
          access: app.orderAccess,
          storage: app.storage,
          pickup: app.pickupCodes,
        },
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
        response: { 200: cardPaymentReplySchema, ...errorReplies(400, 404, 409, 429, 502) },
      },
    },
    async (req) => {
      const { authorizeUri } = await createCardPayment(app.db, app.payments, {
        uuid: req.body.uuid,
        cardToken: req.body.token_key,
        returnUri: `${publicBaseUrl(app.config, req)}/order/${req.body.uuid}`,
        ...(req.body.paid_amount !== undefined ? { paidAmount: Number(req.body.paid_amount) } : {}),
      });
      return { status: 'success' as const, data: { authorize_uri: authorizeUri } };
    },
  );

  // Providers post here; the body is never believed: the charge is fetched from the provider.
  app.post(
    '/v1/payments/webhook/:provider',
    {
      schema: {
        params: z.object({ provider: z.enum(['opn', 'sandbox']) }),
        body: z.unknown(),
        response: { 200: webhookReplySchema },
      },
    },
    async (req) => {
      if (req.params.provider !== app.payments.name)
        return { status: 'success' as const, result: 'ignored' as const };
      const chargeId = app.payments.chargeIdFromWebhook(req.body, req.headers);
      if (!chargeId) return { status: 'success' as const, result: 'ignored' as const };
      const result = await settleCharge(app.db, app.payments, chargeId);
      req.log.info({ chargeId, result }, 'payment webhook');
      return { status: 'success' as const, result };
    },
  );

  // ---- the sandbox provider's own endpoints (404 when a real provider is configured) ---------

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
        response: { 200: sandboxTokenReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      id: await createSandboxCardToken(app.payments, {
        number: req.body.number,
        expiryMonth: req.body.expiry_month,
        expiryYear: req.body.expiry_year,
      }),
    }),
  );

  app.get(
    '/v1/sandbox/charges/:id',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^chrg_test_[0-9a-f]{20}$/) }),
        response: { 200: sandboxChargeReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => ({ status: 'success' as const, body: await sandboxCharge(app.payments, req.params.id) }),
  );

  app.post(
    '/v1/sandbox/charges/:id/complete',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^chrg_test_[0-9a-f]{20}$/) }),
        body: z.strictObject({ outcome: z.enum(['successful', 'failed']) }),
        response: { 200: sandboxCompleteReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      const done = await completeSandboxCharge(app.db, app.payments, req.params.id, req.body.outcome);
      return {
        status: 'success' as const,
        charge_status: done.chargeStatus,
        result: done.result,
        return_uri: done.returnUri,
      };
    },
  );
};

export default paymentRoutes;
