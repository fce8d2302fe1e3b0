/**
 * How the cart page reads the stored cart (features/cart/model): grouped by event, the few fields it
 * shows, whatever shape the registration page (or an older version of it) left.
 */
import { describe, expect, it } from 'vitest';
import { parseCart } from '@/features/cart/model/stored-cart';
import { cartRunner } from '../support/cart';
import { BANGKOK, TRAIL } from '../support/events';

describe('the stored cart as the cart page reads it', () => {
  it('reads the registration page’s cart: its event, each runner’s names, race and shirt', () => {
    const mana = cartRunner(BANGKOK, { fname: 'มานะ', lname: 'ขยันวิ่ง', t_shirt_id: 7 });
    const { event_key: _eventKey, ...withoutKey } = mana;
    const groups = parseCart(
      JSON.stringify({ event_key: BANGKOK.event_key, runners: [withoutKey], main: null }),
    );

    expect(groups).toEqual([
      {
        event_key: BANGKOK.event_key,
        runners: [
          {
            key: `0-${mana.id_card}`,
            fname: 'มานะ',
            lname: 'ขยันวิ่ง',
            run_type_id: 1,
            run_type_name: 'มาราธอน 42.195 กม.',
            run_type_price: 1200,
            t_shirt_id: 7,
            t_shirt_name: '3XL (46")',
            t_shirt_additional_price: 50,
            members: [],
            member_shirt_ids: [],
          },
        ],
      },
    ]);
  });

  it('groups an older bare list by each runner’s event, in the order they were added', () => {
    const groups = parseCart(
      JSON.stringify([
        cartRunner(TRAIL, { fname: 'ปีติ' }),
        cartRunner(BANGKOK, { fname: 'มานะ' }),
        cartRunner(TRAIL, { fname: 'ชูใจ' }),
      ]),
    );
    expect(groups.map((g) => [g.event_key, g.runners.map((r) => r.fname)])).toEqual([
      [TRAIL.event_key, ['ปีติ', 'ชูใจ']],
      [BANGKOK.event_key, ['มานะ']],
    ]);
  });

  it('skips entries without a name or a valid event key, and reads numbers typed as text', () => {
    const groups = parseCart(
      JSON.stringify([
        { event_key: BANGKOK.event_key, fname: ' ', lname: '' },
        { event_key: '../admin', fname: 'แฮก', lname: 'เกอร์' },
        'not a runner',
        { event_key: BANGKOK.event_key, fname: 'มานะ', run_type_id: '3', run_type_price: '650.50' },
      ]),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.runners).toHaveLength(1);
    expect(groups[0]!.runners[0]).toMatchObject({
      fname: 'มานะ',
      lname: '',
      run_type_id: 3,
      run_type_price: 650.5,
      t_shirt_name: null,
    });
  });

  it('names a team entry’s members and their shirts', () => {
    const groups = parseCart(
      JSON.stringify({
        event_key: TRAIL.event_key,
        runners: [
          {
            fname: 'กัปตัน',
            lname: 'ดอยสุเทพ',
            run_type_id: 138,
            team_member_obj: [
              { fname: 'สมศักดิ์', lname: 'ขึ้นดอย', t_shirt_id: 20 },
              { fname: 'สมหญิง', lname: '', t_shirt_id: '21' },
              { fname: '', lname: '' },
            ],
          },
        ],
      }),
    );
    expect(groups[0]!.runners[0]).toMatchObject({
      members: ['สมศักดิ์ ขึ้นดอย', 'สมหญิง'],
      member_shirt_ids: [20, 21],
    });
  });

  it('is empty for nothing stored, broken JSON or another shape', () => {
    for (const raw of [
      null,
      '',
      '{',
      '42',
      '{"runners":{}}',
      JSON.stringify({ event_key: BANGKOK.event_key }),
    ]) {
      expect(parseCart(raw), String(raw)).toEqual([]);
    }
  });
});
