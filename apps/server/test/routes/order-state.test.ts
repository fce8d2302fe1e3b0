/**
 * The order's one home (orders/): only orders/state.ts writes `orders.status` (and the placing SQL
 * function at insert); stocked shirt sizes hold on every path that makes a runner count (an
 * organizer's shirt edit, a late payment reviving an expired order); and the order page's poll only
 * reads (no expiry, no provider charge: the charge comes from the explicit pay request).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orderHistory, orders, payments, runners, sandboxCharges, shirts } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { expireHolds } from '../../src/orders/holds';
import { ensurePromptPayCharge, refreshOrderPayments } from '../../src/services/money/payments';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

const SRC = path.resolve(__dirname, '../../src');

/** Every file under a folder, recursively, with its text. */
function filesUnder(dir: string, ext: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => {
      const file = path.join(d.parentPath, d.name);
      return { file: path.relative(SRC, file), text: readFileSync(file, 'utf8') };
    });
}

describe('the one writer of orders.status', () => {
  it('only orders/state.ts updates the column in TypeScript', () => {
    const writers = new Set<string>();
    for (const { file, text } of filesUnder(SRC, '.ts')) {
      // Each `.update(orders)` up to its `.where(`: does its `.set({...})` name status?
      for (const m of text.matchAll(/\.update\(orders\)([\s\S]*?)\.where\(/g)) {
        if (/\bstatus\s*[:,}]/.test(m[1]!)) writers.add(file);
      }
      if (/\bupdate\s+"?orders"?\s+set\s+(?:(?!\bwhere\b)[^;])*?\bstatus"?\s*=/i.test(text))
        writers.add(file);
    }
    expect([...writers]).toEqual([path.join('orders', 'state.ts')]);
  });

  it('in SQL, only raceday_place_order sets it, at insert; no migration updates it', () => {
    const inserting = new Set<string>();
    const sqlFiles = [
      ...filesUnder(path.join(SRC, 'db/migrations'), '.sql'),
      ...filesUnder(path.join(SRC, 'db/functions'), '.sql'),
    ];
    for (const { text } of sqlFiles) {
      // The SET list only (up to WHERE): a migration may select by status, never write it.
      expect(text).not.toMatch(/update\s+"?orders"?\s+set\s+(?:(?!\bwhere\b)[^;])*?\bstatus"?\s*=/i);
      for (const m of text.matchAll(/create or replace function (\w+)\(([\s\S]*?)\$\$;/gi)) {
        if (/insert into "?orders"?\s*\([^)]*\bstatus\b/i.test(m[2]!)) inserting.add(m[1]!);
      }
    }
    expect([...inserting]).toEqual(['raceday_place_order']);
  });
});

let t: TestApp;
let bangkok: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function place(runner: Record<string, unknown> = {}, over: Record<string, unknown> = {}) {
  const res = await post('/v1/order/create', orderFor(bangkok, [runnerFor(bangkok, runner)], over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}
const row = async (uuid: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const actions = async (uuid: string) =>
  (
    await t.database.db
      .select({ action: orderHistory.action })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, (await row(uuid)).id))
      .orderBy(orderHistory.id)
  ).map((h) => h.action);
/** Active runners wearing this size. */
const wearing = async (shirtId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(runners)
      .where(and(eq(runners.shirtId, shirtId), eq(runners.isActive, true)))
  )[0]!.n;
const setStock = (shirtId: number, stock: number | null) =>
  t.database.db.update(shirts).set({ stock }).where(eq(shirts.id, shirtId));

/** Two sizes of the same extra price offered with this race type. */
function twoSizes(runTypeId: number) {
  const offered = bangkok.t_shirt.filter((s) => s.run_type_id === 0 || s.run_type_id === runTypeId);
  for (const a of offered) {
    const b = offered.find((s) => s.id !== a.id && s.additional_price === a.additional_price);
    if (b) return [a, b] as const;
  }
  throw new Error('no two sizes of one price');
}

beforeAll(async () => {
  t = await buildTestApp();
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  const res = await post('/v1/auth/login', {
    email: DEMO_ACCOUNTS.organizer.email,
    password: DEMO_ACCOUNTS.organizer.password,
  });
  organizer = res.json<{ accessToken: string }>().accessToken;
});

afterAll(async () => {
  await t.close();
});

describe('stocked shirt sizes hold on every path', () => {
  it('an organizer cannot move a runner to a size that is sold out: 409 naming the field, nothing stored', async () => {
    const runType = bangkok.run_type.find((r) => r.team_size === 1)!;
    const [kept, soldOut] = twoSizes(runType.id);
    await place({ run_type_id: runType.id, t_shirt_id: soldOut.id });
    const uuid = await place({ run_type_id: runType.id, t_shirt_id: kept.id });
    await setStock(soldOut.id, await wearing(soldOut.id));
    try {
      const detail = await post(
        '/v1/organizer/order-detail',
        { event_key: bangkok.event_key, uuid },
        organizer,
      );
      const runner = detail.json<{ body: { runners: Record<string, unknown>[] } }>().body.runners[0]!;
      const before = await wearing(soldOut.id);
      const res = await post(
        '/v1/order/update',
        {
          event_key: bangkok.event_key,
          uuid,
          key: 'x',
          runner_list: [{ ...runner, t_shirt_id: soldOut.id }],
        },
        organizer,
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'shirt.sold_out',
        field: 'runner_list.0.t_shirt_id',
        message: `Shirt size ${soldOut.name} is sold out; please choose another size`,
      });
      expect(await wearing(soldOut.id)).toBe(before);
      const [still] = await t.database.db
        .select()
        .from(runners)
        .where(eq(runners.id, runner.runner_id as number));
      expect(still!.shirtId).toBe(kept.id);
      expect(await actions(uuid)).toEqual(['created']);
    } finally {
      await setStock(soldOut.id, null);
    }
  });

  it('a late payment does not revive an expired order whose size sold out meanwhile: kept for a refund', async () => {
    const runType = bangkok.run_type.find((r) => r.team_size === 1)!;
    const [, size] = twoSizes(runType.id);
    const late = await place({ run_type_id: runType.id, t_shirt_id: size.id });
    const order = await row(late);
    const charge = await ensurePromptPayCharge(t.database.db, t.app.payments, order, 'http://localhost/x');
    await expireHolds(
      t.database.db,
      (id) => refreshOrderPayments(t.database.db, t.app.payments, id),
      new Date(Date.now() + 31 * 60_000),
    );
    expect((await row(late)).status).toBe('EXPIRED');
    // Someone else takes the last of the size.
    await place({ run_type_id: runType.id, t_shirt_id: size.id });
    await setStock(size.id, await wearing(size.id));
    try {
      const held = await wearing(size.id);
      await t.database.db
        .update(sandboxCharges)
        .set({ status: 'successful' })
        .where(eq(sandboxCharges.id, charge!.providerChargeId!));
      const news = await post('/v1/payments/webhook/sandbox', { data: { id: charge!.providerChargeId } });
      expect(news.json()).toMatchObject({ result: 'already_paid' });
      expect((await row(late)).status).toBe('EXPIRED');
      expect(await actions(late)).toEqual(['created', 'expired', 'paid_after_close']);
      expect(await wearing(size.id)).toBe(held);
    } finally {
      await setStock(size.id, null);
    }
  });
});

describe('the order page only reads', () => {
  it('polling an order past its deadline changes nothing; the page shows it expired', async () => {
    const uuid = await place({}, { payment_method: 'CC_OPN' });
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.uuid, uuid));
    const before = await row(uuid);
    const page = await post('/v1/order/inquiry', { order_uuid: uuid });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ body: Record<string, unknown> }>().body).toMatchObject({
      status: 'EXPIRED',
      expires_at: null,
    });
    expect(await row(uuid)).toEqual(before);
    expect(await actions(uuid)).toEqual(['created']);
  });

  it('polling an unpaid PromptPay order creates no charge; the pay request creates one, once', async () => {
    const uuid = await place();
    const id = (await row(uuid)).id;
    const charges = async () =>
      (await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, id)))[0]!.n;
    for (let i = 0; i < 2; i++) {
      const page = await post('/v1/order/inquiry', { order_uuid: uuid });
      expect(page.json<{ body: Record<string, unknown> }>().body).toMatchObject({
        status: 'INITIAL',
        qrcode_payload: '',
      });
    }
    expect(await charges()).toBe(0);
    const pay = await post('/v1/order/promptpay', { order_uuid: uuid });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json<{ body: { qrcode_payload: string } }>().body.qrcode_payload).not.toBe('');
    await post('/v1/order/promptpay', { order_uuid: uuid });
    expect(await charges()).toBe(1);
  });
});
