/**
 * One-line fields (schemas.ts#singleLine) refuse control characters: a line break in a name, an
 * address or a title would be stored and later break an e-mail header, a spreadsheet row or a label.
 * Multi-line fields (a health note, a description, the registration message) keep their lines.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  addressEditSchema,
  checkbibCheckSchema,
  deliveryAddressSchema,
  describeIssue,
  hasControlChar,
  refundOrderSchema,
  registerAccountSchema,
  runnerSchema,
  setupPartSchemas,
  type EventRules,
} from '../src/validation-entry';

const rules: EventRules = {
  requireIdCard: true,
  relaxedId: false,
  validateEmail: false,
  requireHealthProblem: true,
  requireBloodGroup: false,
  requireEmergencyName: true,
  requireEmergencyRelation: false,
  requireEmergencyMobile: false,
  isRunModel: false,
  runTypesWithModels: [],
  customField1: { enabled: true, required: false },
  additionalSlots: [],
  teamSizeByRunType: {},
  maxRunnersPerOrder: 3,
  hasCondition: false,
  paymentChoice: false,
  isCoupon: false,
};
const runner = (over: Record<string, unknown> = {}) => ({
  register_type: 'MYSELF',
  fname: 'สมชาย',
  lname: 'ใจดี',
  sex: 'MALE',
  dob: '1990-05-17',
  id_card: '1101700203450',
  mobile_no: '0812345678',
  run_type_id: 1,
  t_shirt_id: 5,
  health_problem: 'หอบหืด',
  emergency_name: 'สมหญิง ใจดี',
  ...over,
});
const address = {
  delivery_add_name: 'สมชาย ใจดี',
  delivery_add_mobile_no: '0812345678',
  delivery_add_no: '99/1 หมู่ 2',
  delivery_add_postcode: '10200',
  delivery_add_sub_district: 'พระบรมมหาราชวัง',
  delivery_add_district: 'พระนคร',
  delivery_add_province: 'กรุงเทพมหานคร',
};

/** The fields refused, with the English message of the first. */
function refused(schema: ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => describeIssue(i, 'en'));
}
const ONE_LINE = 'must be one line, without line breaks, tabs or control characters';

describe('one-line fields', () => {
  it('know the control characters: C0 with tab and line breaks, DEL, C1, line and paragraph separators', () => {
    for (const c of ['\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'])
      expect(hasControlChar(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const s of ['สมชาย ใจดี', "O'Brien-Smith", 'Run 10 km', '\u00a0', '\u200b', 'ก่อน'])
      expect(hasControlChar(s), s).toBe(false);
  });

  it.each([
    ['emergency_name', { emergency_name: 'สมหญิง\nใจดี' }],
    ['emergency_relation', { emergency_relation: 'แม่\r' + 'x' }],
    ['runner_team', { runner_team: 'ทีม\tวิ่ง' }],
    ['custom_field1', { custom_field1: 'L\u2028XL' }],
  ])("a runner's %s", (field, over) => {
    expect(refused(runnerSchema(rules), runner(over))).toEqual([`${field}: ${ONE_LINE}`]);
  });

  it('trim a line break off the ends but refuse one inside; a health note keeps its lines', () => {
    const r = runnerSchema(rules).parse(
      runner({ emergency_name: ' สมหญิง ใจดี\n', health_problem: 'หอบหืด\nแพ้ยา' }),
    );
    expect(r.emergency_name).toBe('สมหญิง ใจดี');
    expect(r.health_problem).toBe('หอบหืด\nแพ้ยา');
    expect(refused(runnerSchema(rules), runner({ emergency_name: ' สมหญิง\u2029ใจดี ' }))).toEqual([
      `emergency_name: ${ONE_LINE}`,
    ]);
  });

  it('cover the delivery address, its edit in the back office and the account names', () => {
    expect(refused(deliveryAddressSchema, { ...address, delivery_add_no: '99/1\nหมู่ 2' })).toEqual([
      `delivery_add_no: ${ONE_LINE}`,
    ]);
    const edit = {
      ...address,
      uuid: '0a1b2c3d-0000-4000-8000-000000000000',
      event_key: 'bangkok-riverside-marathon-2027',
      delivery_add_province: 'กรุงเทพ\u0000มหานคร',
    };
    expect(refused(addressEditSchema, edit)).toEqual([`delivery_add_province: ${ONE_LINE}`]);
    const account = {
      name: 'สมชาย',
      sername: 'ใจดี\n',
      email: 'somchai@example.com',
      password: 'long enough',
      display_name: 'Som\tchai',
      mobile_no: '0812345678',
    };
    expect(refused(registerAccountSchema, account)).toEqual([`display_name: ${ONE_LINE}`]);
  });

  it('cover the back office: a refund reference, who collected a kit, option names', () => {
    const order = {
      event_key: 'bangkok-riverside-marathon-2027',
      uuid: '0a1b2c3d-0000-4000-8000-000000000000',
    };
    expect(
      refused(refundOrderSchema, { ...order, amount: 1, reference: 'TX\n1', note: 'line 1\nline 2' }),
    ).toEqual([`reference: ${ONE_LINE}`]);
    expect(
      refused(checkbibCheckSchema, {
        event_key: order.event_key,
        order_uuid: order.uuid,
        runner_id: 1,
        collected_by: 'a\u0085b',
      }),
    ).toEqual([`collected_by: ${ONE_LINE}`]);
    expect(refused(setupPartSchemas['delivery-types'], { name: 'ส่ง\nไปรษณีย์' })).toEqual([
      `name: ${ONE_LINE}`,
    ]);
    expect(
      refused(setupPartSchemas['additional-selects'], { slot: 1, label: 'Size', label_en: 'S\tM' }),
    ).toEqual([`label_en: ${ONE_LINE}`]);
  });

  it('speak Thai too', () => {
    const r = runnerSchema(rules).safeParse(runner({ emergency_name: 'a\nb c' }));
    expect(describeIssue(r.error!.issues[0]!, 'th')).toBe(
      'emergency_name: ต้องเป็นข้อความบรรทัดเดียว ไม่มีการขึ้นบรรทัดใหม่ แท็บ หรืออักขระควบคุม',
    );
  });
});
