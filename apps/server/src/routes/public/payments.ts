import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inquireOrder } from '../../orders/order-view';
import { cancelOwnOrder, ownOrdersOfEvent, switchOwnPaymentMethod } from '../../orders/order-owner';
import { createCardPayment, settleCharge } from '../../services/money/payments';
import {
  completeSandboxCharge,
  createSandboxCardToken,
  sandboxCharge,
} from '../../services/money/sandbox-payments';
import {
  orderInquiryReplySchema,
  ownOrdersReplySchema,
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
import { success } from '../../lib/replies';

const uuid = z.string().trim().toLowerCase().uuid({ message: 'v.order_uuid' });

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as its page shows it; `pay` also creates its one PromptPay charge when it has none. */
  const orderReply = async (
    req: FastifyRequest,
    body: { order_uuid: string; access_key?: string },
    pay: boolean,
  ) => ({
    status: 'success' as const,
    body: await inquireOrder(
      {
        db: app.db,
        provider: app.payments,
        access: app.orderAccess,
        storage: app.storage,
        pickup: app.pickupCodes,
      },
      body.order_uuid,
      {
        lang: requestLanguage(req),
        baseUrl: publicBaseUrl(app.config, req),
        accessKey: body.access_key,
        user: req.user,
        ...(pay ? { pay: true } : {}),
      },
    ),
    support: supportContacts(app.config),
    payment_provider: { name: app.payments.name, public_key: app.payments.publicKey },
  });

  app.post(
    '/v1/order/inquiry',
    {
      config: { rateLimit: RATE.inquiry },
      // tk is the seeds' fixed public client token: accepted and ignored (no secret in a browser).
      schema: {
        summary: 'An order as its page shows it, with its payment',
        body: z.strictObject({
          order_uuid: uuid,
          tk: z.string().max(200).optional(),
          // The seeds' fixed key of the order edit page: accepted and ignored.
          key: z.string().max(200).optional(),
          /** The order's access key (orders/order-access.ts): unmasks personal data for its owner. */
          access_key: z.string().max(100).optional(),
          language: z.enum(['TH', 'EN']).optional(),
        }),
        response: { 200: orderInquiryReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    (req) => orderReply(req, req.body, false),
  );

  // The explicit pay request: the order page asks for its PromptPay QR here once (the inquiry above
  // only reads). Creates the order's one PromptPay charge if it has none and may still be paid; the
  // reply is the order as the inquiry shows it, with the QR (or payment_unavailable).
  app.post(
    '/v1/order/promptpay',
    {
      // Each view of an unpaid order's page asks once and an order has at most one charge: limited as
      // the inquiry is, not as a card payment.
      config: { rateLimit: RATE.inquiry },
      schema: {
        summary: 'Ask for the PromptPay QR of an unpaid order (creates its one charge)',
        body: z.strictObject({
          order_uuid: uuid,
          tk: z.string().max(200).optional(),
          access_key: z.string().max(100).optional(),
          language: z.enum(['TH', 'EN']).optional(),
        }),
        response: { 200: orderInquiryReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    (req) => orderReply(req, req.body, true),
  );

  // The owner's own changes of an unpaid order (orders/order-owner.ts): the reply is the order as
  // the inquiry shows it, changed. A stranger holding only the uuid is answered 403.
  const ownerDeps = { db: app.db, provider: app.payments, access: app.orderAccess };
  const ownerBody = {
    order_uuid: uuid,
    access_key: z.string().max(100).optional(),
    language: z.enum(['TH', 'EN']).optional(),
  };

  const ownerReplies = { 200: orderInquiryReplySchema, ...errorReplies(400, 403, 404, 409, 429) };
  const asker = (req: FastifyRequest & { body: { access_key?: string } }) => ({
    accessKey: req.body.access_key,
    user: req.user,
  });

  app.post(
    '/v1/order/cancel',
    {
      config: { rateLimit: RATE.payment },
      schema: {
        summary: 'Cancel an unpaid order (its owner): places, shirts and coupon use return at once',
        body: z.strictObject(ownerBody),
        response: ownerReplies,
      },
    },
    async (req) => {
      await cancelOwnOrder(ownerDeps, req.body.order_uuid, asker(req));
      return orderReply(req, req.body, false);
    },
  );

  app.post(
    '/v1/order/payment-method',
    {
      config: { rateLimit: RATE.payment },
      schema: {
        summary: 'Pay an unpaid order another way its event accepts (its owner); the fee is re-priced',
        body: z.strictObject({
          ...ownerBody,
          /** One of the event's methods (PP_<provider>, CC_<provider>, DIRECT). */
          payment_method: z.string().trim().min(1, { message: 'v.payment_method' }).max(20),
        }),
        response: ownerReplies,
      },
    },
    async (req) => {
      await switchOwnPaymentMethod(ownerDeps, req.body.order_uuid, req.body.payment_method, asker(req));
      return orderReply(req, req.body, false);
    },
  );

  app.post(
    '/v1/order/mine',
    {
      config: { rateLimit: RATE.inquiry },
      schema: {
        summary: "The asker's open orders of an event: this browser's (by their keys) and the member's",
        body: z.strictObject({
          event_key: z.string().trim().min(1).max(100),
          orders: z
            .array(z.strictObject({ order_uuid: uuid, access_key: z.string().max(100) }))
            .max(50)
            .default([]),
          /** Which of them holds this ID card (the 'already registered' answer). */
          id_card: z.string().trim().max(40).optional(),
          language: z.enum(['TH', 'EN']).optional(),
        }),
        response: { 200: ownOrdersReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (req) =>
      success(
        await ownOrdersOfEvent(
          ownerDeps,
          {
            eventKey: req.body.event_key,
            keys: req.body.orders.map((o) => ({ uuid: o.order_uuid, accessKey: o.access_key })),
            ...(req.body.id_card ? { idCard: req.body.id_card } : {}),
          },
          req.user,
        ),
      ),
  );

  app.post(
    '/v1/order/cc-payment',
    {
      config: { rateLimit: RATE.payment },
      schema: {
        summary: 'Pay an order by card, from a one-time card token',
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
        summary: "A payment provider's notice of a charge",
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
        summary: 'Sandbox provider: a one-time card token',
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
        summary: 'Sandbox provider: a charge, for its test pages',
        params: z.object({ id: z.string().regex(/^chrg_test_[0-9a-f]{20}$/) }),
        response: { 200: sandboxChargeReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => success(await sandboxCharge(app.payments, req.params.id)),
  );

  app.post(
    '/v1/sandbox/charges/:id/complete',
    {
      schema: {
        summary: 'Sandbox provider: approve or decline a charge',
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
