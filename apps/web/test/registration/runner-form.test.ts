/**
 * The runner form's rules as the form applies them (model/use-runner-form.ts on runner-form.ts): what
 * a runner is told about each field on submit, in the page's language, and what the cart then keeps.
 */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDetail, Language } from '@raceday/domain';
import { eventRules, type RunnerInput } from '@raceday/domain/validation';
import { entryIds, formFromRunner, withRunType } from '@/features/registration/model/runner-form';
import { useRunnerForm } from '@/features/registration/model/use-runner-form';
import { nextThaiId } from '../../../../packages/domain/test-support/orders';
import { cartRunner } from '../support/cart';
import { BANGKOK, FREE_RUN, TRAIL } from '../support/events';
import { renderHookWithApp } from '../support/render';

function runnerForm(event: EventDetail, opts: { lang?: Language; editing?: RunnerInput } = {}) {
  const { result } = renderHookWithApp(() =>
    useRunnerForm({
      event,
      rules: eventRules(event),
      lang: opts.lang ?? 'th',
      editing: opts.editing ?? null,
      cart: [],
    }),
  );
  return {
    get current() {
      return result.current;
    },
    type: (path: string, value: string) => act(() => result.current.onField(path, value)),
    /** Pressing "add runner": the problems shown, field by field. */
    submit: () => {
      act(() => {
        result.current.form.validate();
      });
      return result.current.form.errors;
    },
  };
}

/** A form filled in with a valid runner (the edit of a cart runner starts so). */
const filled = (event: EventDetail, over: Record<string, unknown> = {}) =>
  runnerForm(event, { editing: cartRunner(event, over) });

const THAI_ID_TH = 'เลขบัตรประชาชนไม่ถูกต้อง (ต้องเป็นเลข 13 หลักที่ถูกต้อง) กรุณาตรวจสอบอีกครั้ง';
const DUPLICATE_TH = 'คุณได้เพิ่มผู้สมัครรายนี้แล้ว (เลขบัตรซ้ำในรายการ)';
/** The same ID with its last (check) digit changed. */
const mistyped = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

describe('the runner form', () => {
  it('names every field the marathon requires when sent empty', () => {
    expect(runnerForm(BANGKOK).submit()).toEqual({
      fname: 'กรุณาระบุ',
      lname: 'กรุณาระบุ',
      sex: 'กรุณาระบุ',
      birth: 'กรุณาระบุ',
      id_card: 'ต้องมีตัวอักษรหรือตัวเลข 5–20 ตัว',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      mobile_no: 'ต้องเป็นตัวเลข 10 หลัก',
      health_problem: 'กรุณาระบุ',
      blood_group: 'กรุณาระบุ',
      emergency_name: 'กรุณาระบุ',
      emergency_relation: 'กรุณาระบุ',
      emergency_mobile_no: 'ต้องเป็นตัวเลข 10–15 หลัก',
      run_type_id: 'กรุณาระบุ',
      t_shirt_id: 'กรุณาระบุ',
    });
  });

  it('says it in English on an English page', () => {
    expect(runnerForm(BANGKOK, { lang: 'en' }).submit()).toMatchObject({
      fname: 'Is required',
      sex: 'Is required',
      birth: 'Is required',
      id_card: 'Must be 5 to 20 letters or digits',
      mobile_no: 'Must be exactly 10 digits',
      emergency_mobile_no: 'Must be 10 to 15 digits',
    });
  });

  it('asks the free walk’s runners for much less: no health, blood, emergency contact or e-mail', () => {
    expect(Object.keys(runnerForm(FREE_RUN).submit())).toEqual([
      'fname',
      'lname',
      'sex',
      'birth',
      'id_card',
      'mobile_no',
      'run_type_id',
      't_shirt_id',
    ]);
  });

  it('passes a complete runner and hands the cart the runner with the names and prices it shows', () => {
    const runner = cartRunner(BANGKOK, { fname: 'มานะ', lname: 'ขยันวิ่ง' });
    const form = runnerForm(BANGKOK, { editing: runner });
    expect(form.submit()).toEqual({});
    expect(form.current.form.getTransformedValues()).toEqual({
      ...runner,
      run_type_description: 'อายุ 18 ปีขึ้นไป ตัดเวลา 7 ชั่วโมง',
      additional1_name: 'อาหารทั่วไป',
    });
  });

  it('requires the run model and the meal the marathon asks for', () => {
    const form = filled(BANGKOK);
    form.type('run_model_id', '');
    form.type('additional1', '');
    expect(form.submit()).toEqual({ run_model_id: 'กรุณาระบุ', additional1: 'กรุณาระบุ' });
  });

  it('refuses a Thai ID whose check digit is wrong, and takes one typed with dashes', () => {
    const runner = cartRunner(BANGKOK);
    const form = runnerForm(BANGKOK, { editing: runner });
    form.type('id_card', mistyped(runner.id_card));
    expect(form.submit()).toEqual({ id_card: THAI_ID_TH });

    const id = runner.id_card;
    form.type('id_card', `${id[0]}-${id.slice(1, 5)}-${id.slice(5, 10)}-${id.slice(10, 12)}-${id[12]}`);
    expect(form.submit()).toEqual({});
    expect(form.current.form.getTransformedValues().id_card).toBe(id);
  });

  it('checks the Thai ID in English too, and not a foreigner’s passport number', () => {
    const runner = cartRunner(BANGKOK);
    const form = runnerForm(BANGKOK, { lang: 'en', editing: runner });
    form.type('id_card', '1234567890123');
    expect(form.submit()).toEqual({
      id_card: 'This is not a valid Thai ID number (13 digits with a valid check digit); please check it',
    });

    form.type('nationality', 'OTHER');
    form.type('id_card', 'AA1234567');
    expect(form.submit()).toEqual({});
  });

  it('tells what is wrong with a mobile, an e-mail or a birth year; a field’s message goes when it changes', () => {
    const form = filled(BANGKOK);
    form.type('mobile_no', '08-1234');
    form.type('email', 'somchai@');
    form.type('birth_year', '2023');
    expect(form.submit()).toEqual({
      mobile_no: 'ต้องเป็นตัวเลข 10 หลัก',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      birth: 'วันเกิดไม่ถูกต้อง (ปีเกิด พ.ศ. 2477–2565)',
    });

    form.type('birth_year', '1990');
    expect(form.current.form.errors).toEqual({
      mobile_no: 'ต้องเป็นตัวเลข 10 หลัก',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
    });
  });
});

describe('a team entry in the runner form', () => {
  const member = (i: number, id: string) => ({
    [`members.${i}.fname`]: 'สมาชิก',
    [`members.${i}.lname`]: i === 0 ? 'คนแรก' : 'คนที่สอง',
    [`members.${i}.sex`]: 'FEMALE',
    [`members.${i}.birth_day`]: '03',
    [`members.${i}.birth_month`]: '03',
    [`members.${i}.birth_year`]: '1995',
    [`members.${i}.id_card`]: id,
    [`members.${i}.mobile_no`]: '0891112222',
    [`members.${i}.blood_group`]: 'A',
    [`members.${i}.t_shirt_id`]: '20',
    [`members.${i}.emergency_name`]: 'ญาติ สมาชิก',
    [`members.${i}.emergency_relation`]: 'พี่',
    [`members.${i}.emergency_mobile_no`]: '0899998888',
  });

  it('asks each member for the emergency contact the event requires of runners, and sends it', () => {
    const form = runnerForm(TRAIL, { editing: cartRunner(TRAIL) });
    act(() => form.current.chooseKind('entry_kind', 'TEAM'));
    form.type('t_shirt_id', '19');
    const first = member(0, nextThaiId());
    for (const [path, value] of Object.entries({ ...first, ...member(1, nextThaiId()) }))
      if (!path.startsWith('members.0.emergency')) form.type(path, value);
    expect(form.submit()).toEqual({
      'members.0.emergency_name': 'กรุณาระบุ',
      'members.0.emergency_relation': 'กรุณาระบุ',
      'members.0.emergency_mobile_no': 'ต้องเป็นตัวเลข 10–15 หลัก',
    });
    for (const path of [
      'members.0.emergency_name',
      'members.0.emergency_relation',
      'members.0.emergency_mobile_no',
    ])
      form.type(path, first[path]!);
    expect(form.submit()).toEqual({});
    expect(form.current.form.getTransformedValues().team_member_obj?.[0]).toMatchObject({
      emergency_name: 'ญาติ สมาชิก',
      emergency_relation: 'พี่',
      emergency_mobile_no: '0899998888',
    });
  });

  it('asks for every member of the relay and refuses one ID twice in the team', () => {
    const captain = cartRunner(TRAIL);
    const form = runnerForm(TRAIL, { editing: captain });
    act(() => form.current.chooseKind('entry_kind', 'TEAM'));
    // The only team race is chosen; its two other members are asked for.
    expect(form.current.form.getValues()).toMatchObject({ run_type_id: '138', entry_kind: 'TEAM' });
    expect(form.current.form.getValues().members).toHaveLength(2);
    form.type('t_shirt_id', '19');
    expect(form.submit()).toMatchObject({
      'members.0.fname': 'กรุณาระบุ',
      'members.1.birth': 'กรุณาระบุ',
    });

    for (const [path, value] of Object.entries({ ...member(0, nextThaiId()), ...member(1, captain.id_card) }))
      form.type(path, value);
    expect(form.submit()).toEqual({ 'members.1.id_card': DUPLICATE_TH });

    const other = nextThaiId();
    form.type('members.1.id_card', other);
    expect(form.submit()).toEqual({});
    const entry = form.current.form.getTransformedValues();
    expect(entry).toMatchObject({ run_type_id: 138, run_type_price: 2100, t_shirt_name: 'เสื้อทีม S' });
    expect(entry.team_member_obj?.map((m) => [m.lname, m.t_shirt_name])).toEqual([
      ['คนแรก', 'เสื้อทีม M'],
      ['คนที่สอง', 'เสื้อทีม M'],
    ]);
    // Every ID of the entry is what the cart compares for a runner added twice.
    expect(entryIds(entry)).toEqual([captain.id_card, entry.team_member_obj![0]!.id_card, other]);
  });

  it('drops the members and the team shirt when the runner goes back to a single entry', () => {
    const form = runnerForm(TRAIL);
    act(() => form.current.chooseKind('entry_kind', 'TEAM'));
    form.type('t_shirt_id', '19');
    act(() => form.current.chooseKind('entry_kind', 'SINGLE'));
    expect(form.current.form.getValues()).toMatchObject({
      entry_kind: 'SINGLE',
      run_type_id: '',
      t_shirt_id: '',
      members: [],
    });
  });
});

describe('the runner form’s choices', () => {
  it('keeps a shirt of every race when the race changes, and drops one of the old race only', () => {
    const kids = BANGKOK.t_shirt.find((s) => s.run_type_id === 4)!;
    const start = formFromRunner(cartRunner(BANGKOK, { t_shirt_id: 3 }), BANGKOK);
    expect(withRunType(start, BANGKOK, '2')).toMatchObject({
      run_type_id: '2',
      t_shirt_id: '3',
      run_model_id: '',
    });
    const funRun = { ...withRunType(start, BANGKOK, '4'), t_shirt_id: String(kids.id) };
    expect(withRunType(funRun, BANGKOK, '1').t_shirt_id).toBe('');
  });

  it('lets a runner of an event that needs no ID leave it out, and shows it so when edited', () => {
    const form = runnerForm(FREE_RUN, { editing: cartRunner(FREE_RUN) });
    act(() => form.current.hideId(true));
    expect(form.current.form.getValues().id_card).toMatch(/^NOID\d{8}$/);
    expect(form.submit()).toEqual({});
    const runner = form.current.form.getTransformedValues();
    expect(formFromRunner(runner, FREE_RUN)).toMatchObject({ hide_info: true, id_card: runner.id_card });
  });

  it('counts a relaxed blank ID as no ID when looking for one added twice', () => {
    const members = [{ id_card: '-' }, { id_card: 'P123456' }] as RunnerInput['team_member_obj'];
    expect(entryIds({ id_card: '-', team_member_obj: members })).toEqual(['P123456']);
  });
});
