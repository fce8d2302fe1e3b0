/**
 * One language per page (issue 14, item 7): an order keeps its options' Thai names, and the order
 * page and the participant check show them in the page's language; a card's decline reason is the
 * catalog's text in that language, never the provider's English sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${(address++ % 250) + 1}` });

const THAI = /[\u0E00-\u0E7F]/;

describe('option names in the page language', () => {
  let uuid = '';
  const runType = () => bangkok.run_type.find((r) => r.team_size === 1 && r.name_en)!;
  const model = () => bangkok.run_model.find((m) => m.run_type_id === runType().id && m.name_en)!;
  const meal = () => bangkok.additional_selects.find((a) => a.options.some((o) => o.name_en))!;

  beforeAll(async () => {
    const choice = meal().options.find((o) => o.name_en)!;
    const runner = runnerFor(
      bangkok,
      {
        fname: 'ภาษาเดียว',
        mobile_no: '0861112233',
        run_model_id: model().id,
        [`additional${meal().slot}`]: choice.id,
      },
      { runType: runType() },
    );
    const res = await post('/v1/order/create', orderFor(bangkok, [runner]));
    expect(res.statusCode, res.body).toBe(201);
    uuid = res.json<{ uuid: string }>().uuid;
  });

  const applicantIn = async (language: 'TH' | 'EN') => {
    const res = await post('/v1/order/inquiry', { order_uuid: uuid, language });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ body: { runner_json: string } }>().body;
    return (JSON.parse(body.runner_json) as Record<string, string>[])[0]!;
  };

  it('the order page names the race type, its model and the extra choice in English on an English page', async () => {
    const choice = meal().options.find((o) => o.name_en)!;
    const en = await applicantIn('EN');
    expect(en).toMatchObject({ run_type_name: runType().name_en, run_model_name: model().name_en });
    expect(en[`additional${meal().slot}_name`]).toBe(choice.name_en);
    for (const key of ['run_type_name', 'run_model_name', `additional${meal().slot}_name`])
      expect(en[key]).not.toMatch(THAI);
    const th = await applicantIn('TH');
    expect(th).toMatchObject({ run_type_name: runType().name, run_model_name: model().name });
    expect(th[`additional${meal().slot}_name`]).toBe(choice.name);
  });

  it('the participant check names the race type and model in the page language', async () => {
    const check = async (language: 'TH' | 'EN') => {
      const res = await post('/v1/order/event-check', {
        event_key: bangkok.event_key,
        txt_search: '0861112233',
        filter_type: 'mobile_no',
        language,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ body: Record<string, string>[] }>().body[0]!;
    };
    expect(await check('EN')).toMatchObject({
      run_type_name: runType().name_en,
      run_model_name: model().name_en,
    });
    expect(await check('TH')).toMatchObject({ run_type_name: runType().name, run_model_name: model().name });
  });
});
