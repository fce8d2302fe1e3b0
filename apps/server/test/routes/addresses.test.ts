/**
 * Thai addresses: the names the postcode cascade gives (Thai and English, checked against the
 * official RTGS romanisation for a sample of every region), and the one check of a delivery
 * address at order creation and in the back office (an unknown postcode names the postcode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { allPlaces } from '../../src/services/events/addresses';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

interface Item {
  ref: string;
  name: string;
  name_th: string;
  name_en: string;
}
const items = async (step: string, id: string, language: 'TH' | 'EN') => {
  const res = await post(`/v1/utils/${step}`, { id, language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: Item[] }>().body;
};
const idOf = (item: Item) => item.ref.split('_')[0]!;

/**
 * [postcode, sub-district th, en, district th, en, province th, en]: names as the Royal Institute's
 * RTGS gives them (the Department of Provincial Administration's English names), per region.
 */
const KNOWN: [string, string, string, string, string, string, string][] = [
  // Bangkok and the central region
  ['10110', 'คลองตัน', 'Khlong Tan', 'คลองเตย', 'Khlong Toei', 'กรุงเทพมหานคร', 'Bangkok'],
  ['10110', 'พระโขนง', 'Phra Khanong', 'คลองเตย', 'Khlong Toei', 'กรุงเทพมหานคร', 'Bangkok'],
  ['10110', 'คลองตันเหนือ', 'Khlong Tan Nuea', 'วัฒนา', 'Watthana', 'กรุงเทพมหานคร', 'Bangkok'],
  ['10110', 'คลองเตยเหนือ', 'Khlong Toei Nuea', 'วัฒนา', 'Watthana', 'กรุงเทพมหานคร', 'Bangkok'],
  ['10120', 'ทุ่งมหาเมฆ', 'Thung Maha Mek', 'สาทร', 'Sathon', 'กรุงเทพมหานคร', 'Bangkok'],
  ['10500', 'สีลม', 'Si Lom', 'บางรัก', 'Bang Rak', 'กรุงเทพมหานคร', 'Bangkok'],
  ['72000', 'ท่าพี่เลี้ยง', 'Tha Phi Liang', 'เมืองสุพรรณบุรี', 'Mueang Suphan Buri', 'สุพรรณบุรี', 'Suphan Buri'],
  // North
  ['50200', 'ศรีภูมิ', 'Si Phum', 'เมืองเชียงใหม่', 'Mueang Chiang Mai', 'เชียงใหม่', 'Chiang Mai'],
  ['57000', 'รอบเวียง', 'Rop Wiang', 'เมืองเชียงราย', 'Mueang Chiang Rai', 'เชียงราย', 'Chiang Rai'],
  [
    '60000',
    'นครสวรรค์ตก',
    'Nakhon Sawan Tok',
    'เมืองนครสวรรค์',
    'Mueang Nakhon Sawan',
    'นครสวรรค์',
    'Nakhon Sawan',
  ],
  // Northeast
  [
    '30000',
    'ในเมือง',
    'Nai Mueang',
    'เมืองนครราชสีมา',
    'Mueang Nakhon Ratchasima',
    'นครราชสีมา',
    'Nakhon Ratchasima',
  ],
  ['40000', 'บ้านเป็ด', 'Ban Pet', 'เมืองขอนแก่น', 'Mueang Khon Kaen', 'ขอนแก่น', 'Khon Kaen'],
  ['40250', 'เขื่อนอุบลรัตน์', 'Khuean Ubolratana', 'อุบลรัตน์', 'Ubolratana', 'ขอนแก่น', 'Khon Kaen'],
  ['34000', 'กระโสบ', 'Krasop', 'เมืองอุบลราชธานี', 'Mueang Ubon Ratchathani', 'อุบลราชธานี', 'Ubon Ratchathani'],
  // East
  ['20150', 'หนองปรือ', 'Nong Prue', 'บางละมุง', 'Bang Lamung', 'ชลบุรี', 'Chon Buri'],
  ['21000', 'ท่าประดู่', 'Tha Pradu', 'เมืองระยอง', 'Mueang Rayong', 'ระยอง', 'Rayong'],
  ['22000', 'ตลาด', 'Talat', 'เมืองจันทบุรี', 'Mueang Chanthaburi', 'จันทบุรี', 'Chanthaburi'],
  // West
  ['71000', 'ปากแพรก', 'Pak Phraek', 'เมืองกาญจนบุรี', 'Mueang Kanchanaburi', 'กาญจนบุรี', 'Kanchanaburi'],
  ['71180', 'ท่าขนุน', 'Tha Khanun', 'ทองผาภูมิ', 'Thong Pha Phum', 'กาญจนบุรี', 'Kanchanaburi'],
  ['77110', 'หินเหล็กไฟ', 'Hin Lek Fai', 'หัวหิน', 'Hua Hin', 'ประจวบคีรีขันธ์', 'Prachuap Khiri Khan'],
  // South
  ['83000', 'ตลาดใหญ่', 'Talat Yai', 'เมืองภูเก็ต', 'Mueang Phuket', 'ภูเก็ต', 'Phuket'],
  ['84280', 'เกาะเต่า', 'Ko Tao', 'เกาะพะงัน', 'Ko Phangan', 'สุราษฎร์ธานี', 'Surat Thani'],
  ['90110', 'คลองแห', 'Khlong Hae', 'หาดใหญ่', 'Hat Yai', 'สงขลา', 'Songkhla'],
  [
    '80000',
    'ท่าซัก',
    'Tha Sak',
    'เมืองนครศรีธรรมราช',
    'Mueang Nakhon Si Thammarat',
    'นครศรีธรรมราช',
    'Nakhon Si Thammarat',
  ],
];

describe('address names', () => {
  it.each(KNOWN)(
    '%s %s gives the known Thai and English names down the cascade',
    async (postcode, subTh, subEn, distTh, distEn, provTh, provEn) => {
      const subs = await items('sub-district', postcode, 'EN');
      const sub = subs.find((s) => s.name_th === subTh);
      expect(sub, `${subTh} in ${postcode}`).toBeDefined();
      expect(sub).toMatchObject({ name: subEn, name_en: subEn });
      const [district, ...moreDistricts] = await items('district', idOf(sub!), 'EN');
      expect(moreDistricts).toEqual([]);
      expect(district).toMatchObject({ name: distEn, name_th: distTh, name_en: distEn });
      const [province] = await items('province', idOf(district!), 'TH');
      expect(province).toMatchObject({ name: provTh, name_th: provTh, name_en: provEn });
    },
  );

  it('gives 10110 in English as the official names, none garbled', async () => {
    const names = (await items('sub-district', '10110', 'EN')).map((s) => s.name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'Khlong Tan',
        'Khlong Tan Nuea',
        'Khlong Toei',
        'Khlong Toei Nuea',
        'Phra Khanong',
      ]),
    );
    expect(names.join(' ')).not.toMatch(/Khnong|Enue|Phna/);
  });

  it('has no machine-garbled English name left anywhere in the data set', async () => {
    // The garbling of the original English table: ร/ล read as "n" ("Khnong", "Phna", "Satn"),
    // เหนือ as "Enue", ใหญ่/ใหม่ as "Ain"/"Aim". None of these occur in a correct RTGS name.
    const garbled = /Enue|\b(Khn|Phn|Thn|Chn|Kn|Pn|Sn|Tn)|\bAi[nm]\b|Satn\b/;
    const places = await allPlaces();
    expect(places.length).toBeGreaterThan(7400);
    const bad = places.flatMap((p) =>
      [p.en.subDistrict, p.en.district, p.en.province].filter((n) => garbled.test(n)),
    );
    expect(bad).toEqual([]);
    expect(new Set(places.map((p) => p.en.province)).size).toBe(77);
  });
});

describe('the delivery address check', () => {
  const ems = () => bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!.id;
  const create = (address: Record<string, string>, lang: string) =>
    post(
      '/v1/order/create',
      orderFor(bangkok, [runnerFor(bangkok)], { delivery_type_id: ems(), ...address }),
      { 'accept-language': lang },
    );

  it('refuses an unknown postcode at order creation naming the postcode, in the caller language', async () => {
    const unknown = { ...PATHUM_WAN, delivery_add_postcode: '99999' };
    const en = await create(unknown, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'delivery_add_postcode',
      message: 'delivery_add_postcode: postcode not found; please check it',
    });
    const th = await create(unknown, 'th');
    expect(th.json()).toMatchObject({
      field: 'delivery_add_postcode',
      message: 'delivery_add_postcode: ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง',
    });
  });

  it('names the sub-district when the postcode is real but does not serve the place', async () => {
    const res = await create({ ...PATHUM_WAN, delivery_add_postcode: '50200' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'delivery_add_sub_district' });
  });

  it('accepts the place in English names as the cascade gives them', async () => {
    const res = await create(
      {
        ...PATHUM_WAN,
        delivery_add_postcode: '10110',
        delivery_add_sub_district: 'Khlong Tan Nuea',
        delivery_add_district: 'Watthana',
        delivery_add_province: 'Bangkok',
      },
      'en',
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('gives the back-office address edit the same answer for an unknown postcode', async () => {
    const login = await post('/v1/auth/login', {
      email: DEMO_ACCOUNTS.organizer.email,
      password: DEMO_ACCOUNTS.organizer.password,
    });
    const token = login.json<{ accessToken: string }>().accessToken;
    const order = await create(PATHUM_WAN, 'th');
    expect(order.statusCode, order.body).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/order/address',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: {
        uuid: order.json<{ uuid: string }>().uuid,
        event_key: bangkok.event_key,
        ...PATHUM_WAN,
        delivery_add_postcode: '99999',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'delivery_add_postcode',
      message: 'delivery_add_postcode: postcode not found; please check it',
    });
  });
});
