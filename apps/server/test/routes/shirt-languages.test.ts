/**
 * Shirt sizes in the page's language (issue 14, item 7): a shirt has a Thai and an English name; the
 * public event gives both, an order keeps the Thai name it was placed with, and the order page, the
 * participant check and an English spreadsheet show the English one; the organizer sets it in setup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { EventDetail } from '@raceday/domain';
import type { SetupEventView } from '@raceday/domain/validation';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let organizer: string;
beforeAll(async () => {
  t = await buildTestApp();
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });

const THAI = /[\u0E00-\u0E7F]/;
const kidsSS = () => bangkok.t_shirt.find((s) => s.name === 'เสื้อเด็ก SS (28")')!;

describe('the public event', () => {
  it('gives every shirt an English name; the demo kids sizes are "Kids ..."', () => {
    expect(kidsSS()).toMatchObject({ name_en: 'Kids SS (28")' });
    expect(bangkok.t_shirt.find((s) => s.name === 'M (38")')).toMatchObject({ name_en: 'M (38")' });
    for (const s of bangkok.t_shirt) {
      expect(s.name_en, s.name).not.toBe('');
      expect(s.name_en, s.name).not.toMatch(THAI);
    }
  });

  it('names the team shirts and "no shirt" of the other demo events in English', async () => {
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    expect(trail.t_shirt.find((s) => s.name === 'เสื้อทีม M')).toMatchObject({ name_en: 'Team shirt M' });
    const free = await eventDetail(t, 'khaoyai-charity-fun-run-2027');
    expect(free.t_shirt.find((s) => s.name === 'ไม่รับเสื้อ')).toMatchObject({ name_en: 'No shirt' });
  });
});

describe('an order with a kids shirt', () => {
  let uuid = '';
  const MOBILE = '0869990011';

  beforeAll(async () => {
    const fun = bangkok.run_type.find((r) => r.id === kidsSS().run_type_id)!;
    const runner = runnerFor(
      bangkok,
      { fname: 'เสื้อเด็ก', mobile_no: MOBILE, t_shirt_id: kidsSS().id },
      { runType: fun },
    );
    const res = await post('/v1/order/create', orderFor(bangkok, [runner]));
    expect(res.statusCode, res.body).toBe(201);
    uuid = res.json<{ uuid: string }>().uuid;
  });

  it('is named in English on an English order page and in Thai on a Thai one', async () => {
    const shirtIn = async (language: 'TH' | 'EN') => {
      const res = await post('/v1/order/inquiry', { order_uuid: uuid, language });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ body: { runner_json: string } }>().body;
      return (JSON.parse(body.runner_json) as Record<string, string>[])[0]!.t_shirt_name;
    };
    expect(await shirtIn('EN')).toBe('Kids SS (28")');
    expect(await shirtIn('TH')).toBe('เสื้อเด็ก SS (28")');
  });

  it('is named in the page language in the participant check', async () => {
    const shirtIn = async (language: 'TH' | 'EN') => {
      const res = await post('/v1/order/event-check', {
        event_key: bangkok.event_key,
        txt_search: MOBILE,
        filter_type: 'mobile_no',
        language,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ body: Record<string, string>[] }>().body[0]!.t_shirt_name;
    };
    expect(await shirtIn('EN')).toBe('Kids SS (28")');
    expect(await shirtIn('TH')).toBe('เสื้อเด็ก SS (28")');
  });

  it('is named in English in an English spreadsheet, in Thai in a Thai one', async () => {
    const sheet = async (name: string, language: 'TH' | 'EN') => {
      const res = await post(
        `/v1/organizer/${name}`,
        { event_key: bangkok.event_key, language },
        { authorization: `Bearer ${organizer}` },
      );
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
      const rows: Record<string, unknown>[] = [];
      for (let n = 2; n <= ws.rowCount; n++)
        rows.push(Object.fromEntries(header.map((h, i) => [h, ws.getRow(n).getCell(i + 1).value])));
      return rows;
    };
    const SHIRT = 'เสื้อ / Shirt';
    const ours = (rows: Record<string, unknown>[]) => rows.find((r) => r['ชื่อ / First name'] === 'เสื้อเด็ก')!;
    expect(ours(await sheet('report-order-excel-all', 'EN'))[SHIRT]).toBe('Kids SS (28")');
    expect(ours(await sheet('report-order-excel-all', 'TH'))[SHIRT]).toBe('เสื้อเด็ก SS (28")');

    const SIZE = 'ขนาดเสื้อ / Shirt';
    const en = (await sheet('report-runner-tshirt-excel', 'EN')).map((r) => r[SIZE]);
    expect(en).toContain('Kids SS (28")');
    expect(en.filter((n) => typeof n === 'string' && THAI.test(n) && n !== 'รวม / Total')).toEqual([]);
    const th = (await sheet('report-runner-tshirt-excel', 'TH')).map((r) => r[SIZE]);
    expect(th).toContain('เสื้อเด็ก SS (28")');
    const byType = (await sheet('report-runner-type-tshirt-excel', 'EN')).map((r) => r[SIZE]);
    expect(byType).toContain('Kids SS (28")');
  });
});

describe("the organizer's shirt form", () => {
  const BASE = '/v1/organizer/setup/events/bangkok-riverside-marathon-2027';
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${organizer}` } });

  it('takes an optional English name, shown in setup and on the public event', async () => {
    const added = await call('POST', `${BASE}/shirts`, { name: 'เสื้อกั๊ก 5XL', name_en: 'Vest 5XL' });
    expect(added.statusCode, added.body).toBe(201);
    const vest = added.json<{ body: SetupEventView }>().body.shirts.find((s) => s.name === 'เสื้อกั๊ก 5XL')!;
    expect(vest.name_en).toBe('Vest 5XL');
    expect((await eventDetail(t, bangkok.event_key)).t_shirt.find((s) => s.id === vest.id)).toMatchObject({
      name: 'เสื้อกั๊ก 5XL',
      name_en: 'Vest 5XL',
    });

    const changed = await call('PATCH', `${BASE}/shirts/${vest.id}`, { name_en: 'Sleeveless 5XL' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await eventDetail(t, bangkok.event_key)).t_shirt.find((s) => s.id === vest.id)!.name_en).toBe(
      'Sleeveless 5XL',
    );

    const plain = await call('POST', `${BASE}/shirts`, { name: '6XL' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<{ body: SetupEventView }>().body.shirts.find((s) => s.name === '6XL')!.name_en).toBe(
      '',
    );
  });

  it('refuses an English name that is too long with 400 naming name_en', async () => {
    const res = await call('POST', `${BASE}/shirts`, { name: 'XXL', name_en: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('name_en');
  });
});
