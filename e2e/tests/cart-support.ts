/** Carts as the registration page stores them, put straight into a browser's storage. */
import type { Page } from '@playwright/test';
import type { EventDetail } from '@raceday/domain';
import { uniqueMobile, uniqueThaiId } from './order-support';

/** A runner as the registration page stores it: what the order API accepts, plus display copies. */
export function cartRunner(e: EventDetail, fname: string, lname = 'ทดสอบตะกร้า') {
  const runType = e.run_type.find((r) => r.team_size === 1 && r.price > 0)!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  const model = e.run_model.find((m) => m.run_type_id === runType.id);
  return {
    runType,
    shirt,
    runner: {
      register_type: 'MYSELF',
      fname,
      lname,
      sex: 'MALE',
      dob: '1990-05-17',
      nationality: 'THAI',
      id_card: uniqueThaiId(),
      email: 'cart@example.com',
      mobile_no: uniqueMobile(),
      health_problem: 'ไม่มี',
      runner_team: '',
      blood_group: 'O',
      emergency_name: 'สมศรี ใจดี',
      emergency_relation: 'ภรรยา',
      emergency_mobile_no: '0898765432',
      run_type_id: runType.id,
      run_model_id: e.is_run_model === 'Y' ? (model?.id ?? 0) : 0,
      t_shirt_id: shirt.id,
      ...Object.fromEntries(
        e.additional_selects
          .filter((a) => a.is_require === 'Y')
          .map((a) => [`additional${a.slot}`, a.options[0]!.id]),
      ),
      custom_field1: '',
      team_member_obj: null,
      event_key: e.event_key,
      run_type_name: runType.name,
      run_type_price: runType.price,
      t_shirt_name: shirt.name,
      t_shirt_additional_price: shirt.additional_price,
    },
  };
}

/** Opens the site and stores `value` as the cart (localStorage `runner-list`). */
export async function storeCart(page: Page, value: unknown) {
  await page.goto('/');
  await page.evaluate((v) => localStorage.setItem('runner-list', v), JSON.stringify(value));
}
