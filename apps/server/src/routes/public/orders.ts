import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toBaht } from '@raceday/domain';
import {
  apiLanguageSchema,
  couponReplySchema,
  eventKeySchema,
  errorReplies,
  existingRunnerReplySchema,
  LIMITS_SCHEMA,
  normalizeIdCard,
  orderCreatedReplySchema,
} from '@raceday/domain/validation';
import { createOrder } from '../../orders/place-order';
import { checkCoupon } from '../../orders/coupons';
import { existingRunnerCheck } from '../../orders/registrations';
import { catalogFor } from '../../services/events/event-catalog';
import { deviceIdOf } from '../../services/people/challenge';
import { clientOf } from '../../lib/client-identity';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { message, messages2 } from '../../lib/messages';
import { contract } from '../../lib/replies';
import {
  firstSighting,
  limitOrderAttempts,
  limitQuestion,
  limitValue,
  RATE,
} from '../../plugins/rate-limits';

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** A body field as a rate-limit key, letters and digits only (an ID card or code spelled two ways counts once). */
const bodyField = (field: string) => (req: { body: unknown }) => {
  const v = (req.body as Record<string, unknown> | null)?.[field];
  return typeof v === 'string' ? normalizeIdCard(v) : null;
};

/** POST /v1/order/is_exiting_runner: is this ID registered for the race type? */
const runnerCheckBody = z.strictObject({
  event_key: eventKeySchema,
  run_type_id: LIMITS_SCHEMA.id,
  id_card: z.string().trim().min(1).max(40),
  language: apiLanguageSchema.optional(),
});

/** POST /v1/order/coupon: does this code give a discount? */
const couponBody = z.strictObject({
  event_key: eventKeySchema,
  coupon_code: z.string().trim().min(1).max(20),
  /** The race types of the entries in the cart: a coupon for other race types is refused now, not at the order. */
  run_type_ids: z.array(LIMITS_SCHEMA.id).max(100).optional(),
  language: apiLanguageSchema.optional(),
});

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersPerIdCard = limitValue(app, 'order-id', RATE.orderPerIdCard);
  const firstAttempt = firstSighting(app, 'order-attempt', RATE.orderPerIdCard.timeWindow);

  app.post(
    '/v1/order/is_exiting_runner',
    {
      preHandler: limitQuestion(app, 'runner-check', RATE.check, 'id', bodyField('id_card')),
      schema: {
        summary: 'Whether an ID is registered for a race type already',
        ...contract(runnerCheckBody, existingRunnerReplySchema, 400, 404, 429),
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const found = await existingRunnerCheck(app.db, {
        eventKey: req.body.event_key,
        runTypeId: req.body.run_type_id,
        idCard: req.body.id_card,
      });
      return {
        status: 'success' as const,
        exiting_runner: found.exists ? ('Y' as const) : ('N' as const),
        message: found.exists
          ? message('runner.exists', lang, {
              id: req.body.id_card.trim(),
              runType: lang === 'en' ? found.runTypeNameEn : found.runTypeName,
            })
          : message('runner.free', lang),
      };
    },
  );

  app.post(
    '/v1/order/coupon',
    {
      preHandler: limitQuestion(app, 'coupon', RATE.check, 'code', bodyField('coupon_code')),
      schema: {
        summary: 'Check a coupon code for the cart',
        ...contract(couponBody, couponReplySchema, 400, 404, 429),
      },
    },
    async (req) => {
      const { event } = await catalogFor(app.db).loaded(req.body.event_key);
      const check = await checkCoupon(app.db, event, req.body.coupon_code, new Date(), req.body.run_type_ids);
      if (!check.ok) {
        const text = messages2(check.problem);
        return {
          status: 'success' as const,
          is_found_coupon: 'N' as const,
          description: text.th,
          description_en: text.en,
        };
      }
      const c = check.coupon;
      return {
        status: 'success' as const,
        is_found_coupon: 'Y' as const,
        discount_type: c.discountType,
        // Percent for PERCENTAGE; baht (the price that replaces the entry total) otherwise.
        discount: c.discountType === 'PERCENTAGE' ? c.discount : toBaht(c.discount),
        description: c.description || messages2('coupon.found').th,
        description_en: c.descriptionEn || c.description || messages2('coupon.found').en,
      };
    },
  );

  app.post(
    '/v1/order/create',
    {
      // Saturated, or too many orders in flight: a fast 503 with Retry-After (plugins/overload.ts).
      ...app.overload.orderHooks,
      // Per address without a device token (429 challenge.required once busy), per token with one.
      preHandler: [
        limitOrderAttempts(
          app,
          {
            perAddress: { ...RATE.order, max: app.config.ORDER_RATE_PER_MINUTE },
            perDevice: { ...RATE.orderPerDevice, max: app.config.ORDER_RATE_PER_DEVICE_PER_MINUTE },
          },
          deviceIdOf,
        ),
      ],
      // The body's rules depend on the event (its race types, fields, coupon): the service checks them.
      schema: {
        summary: 'Place an order',
        body: z.looseObject({ event_key: eventKeySchema }),
        response: {
          200: orderCreatedReplySchema,
          201: orderCreatedReplySchema,
          ...errorReplies(400, 404, 409, 422, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const header = req.headers['idempotency-key'];
      if (header !== undefined && !idempotencyKey.safeParse(header).success) {
        throw new AppError(400, 'http.idempotency_key', {}, 'Idempotency-Key');
      }
      const key = typeof header === 'string' ? header : undefined;
      const created = await createOrder(app.db, req.body, {
        idempotencyKey: key,
        log: req.log,
        dbConcurrency: app.config.ORDER_DB_CONCURRENCY,
        // An order placed while logged in belongs to that member.
        userId: req.user?.id ?? null,
        // Retries of one submit (one Idempotency-Key) are one attempt for the per-ID limit.
        admit: async (mainIdCard) => {
          if (key && !(await firstAttempt(req, `${mainIdCard}:${key}`))) return;
          await ordersPerIdCard(req, reply, mainIdCard);
        },
        // Its e-mails are written in the language the runner registered in.
        language: requestLanguage(req),
        holds: {
          onlineMinutes: app.config.HOLD_ONLINE_MINUTES,
          transferHours: app.config.HOLD_TRANSFER_HOURS,
        },
        // The places this client holds unpaid are bounded (429 order.too_many_held).
        client: {
          ...clientOf(req),
          maxPerAddress: app.config.HELD_PLACES_PER_ADDRESS,
          maxPerDevice: app.config.HELD_PLACES_PER_DEVICE,
        },
      });
      return reply.status(created.replayed ? 200 : 201).send({
        status: 'success' as const,
        uuid: created.uuid,
        /** Shows this order's personal data to whoever holds it: the page keeps it (orders/order-access.ts). */
        access_key: app.orderAccess.keyFor(created.uuid),
        order_status: created.status,
        total_amt: toBaht(created.amounts.total),
        paid_amt: toBaht(created.amounts.net),
        /** Until when the places are held for payment. */
        expires_at: created.expiresAt?.toISOString() ?? null,
      });
    },
  );
};

export default orderRoutes;
