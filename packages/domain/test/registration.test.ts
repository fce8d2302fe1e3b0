import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  ageOn,
  describeIssue,
  idCardProblem,
  orderCreateSchema,
  runnerSchema,
  type EventRules,
} from '../src/validation-entry';

const rules: EventRules = {
  requireIdCard: true,
  relaxedId: false,
  validateEmail: true,
  requireHealthProblem: false,
  requireBloodGroup: false,
  requireEmergencyName: false,
  requireEmergencyRelation: false,
  requireEmergencyMobile: false,
  isRunModel: false,
  runTypesWithModels: [],
  customField1: { enabled: false, required: false },
  additionalSlots: [],
  teamSizeByRunType: { 138: 3 },
  maxRunnersPerOrder: 3,
  hasCondition: false,
  paymentChoice: true,
  isCoupon: true,
};

const runner = (over: Record<string, unknown> = {}) => ({
  register_type: 'MYSELF',
  fname: 'สมชาย',
  lname: 'ใจดี',
  sex: 'MALE',
  dob: '1990-05-17',
  nationality: 'THAI',
  id_card: '1101700203450',
  email: 'somchai@example.com',
  mobile_no: '0812345678',
  run_type_id: 1,
  t_shirt_id: 5,
  ...over,
});
const member = (id: string) => ({
  fname: 'สมหญิง',
  lname: 'ใจดี',
  sex: 'FEMALE',
  dob: '1992-01-01',
  id_card: id,
  mobile_no: '0898765432',
  t_shirt_id: 9,
});

/** The catalog messages (English) of what is wrong, field first. */
function problems(schema: ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => describeIssue(i, 'en'));
}

describe('runner rules (seed 000 section 5)', () => {
  const s = runnerSchema(rules);

  it('accepts a complete runner and fills the defaults', () => {
    const r = s.parse(runner({ id_card: '1-1017-00203-45-0' }));
    expect(r.id_card).toBe('1101700203450');
    expect(r).toMatchObject({ health_problem: '-', run_model_id: 0, team_member_obj: null, blood_group: '' });
  });

  it.each([
    [{ fname: '' }, 'fname: is required'],
    [{ lname: '   ' }, 'lname: is required'],
    [{ lname: 'x'.repeat(41) }, 'lname: must be at most 40 characters'],
    [{ fname: '<script>' }, 'fname: may contain only letters, spaces, dots, hyphens and apostrophes'],
    [{ mobile_no: '08123' }, 'mobile_no: must be exactly 10 digits'],
    [{ mobile_no: '08123456789' }, 'mobile_no: must be exactly 10 digits'],
    [{ id_card: '12-3' }, 'id_card: must be 5 to 20 letters or digits'],
    [{ id_card: 'A'.repeat(21) }, 'id_card: must be 5 to 20 letters or digits'],
    [{ email: 'not-an-address' }, 'email: is not a valid e-mail address'],
    [{ email: '' }, 'email: is not a valid e-mail address'],
    [{ email: `${'a'.repeat(30)}@example.com` }, 'email: must be at most 40 characters'],
    [{ dob: '2023-01-01' }, 'dob: is not a valid date of birth (born 1934–2022)'],
    [{ dob: '2001-02-30' }, 'dob: is not a valid date of birth (born 1934–2022)'],
    [{ sex: 'X' }, 'sex: must be one of: MALE, FEMALE'],
    [{ register_type: undefined }, 'register_type: is required'],
    [{ run_type_id: -4 }, 'run_type_id: must be greater than 0'],
    [{ run_type_id: 'abc' }, 'run_type_id: has the wrong type (expected a number)'],
    [{ t_shirt_id: 1e12 }, 't_shirt_id: must be at most 2147483647'],
    [{ hacker: 1 }, 'request body: has unknown fields: hacker'],
  ])('rejects %j', (over, message) => {
    expect(problems(s, runner(over))).toContain(message);
  });

  it.each(['ปู', 'Li', 'Ng', 'Wu', 'A', 'ก'])(
    'accepts the real short name %j as a first and last name',
    (name) => {
      expect(problems(s, runner({ fname: name, lname: name }))).toEqual([]);
    },
  );

  it('says only "required" (th and en) for an empty name, not a length or letters message', () => {
    const r = s.safeParse(runner({ fname: '' }));
    expect(r.success).toBe(false);
    const issues = r.success ? [] : r.error.issues;
    expect(issues.map((i) => describeIssue(i, 'en'))).toEqual(['fname: is required']);
    expect(issues.map((i) => describeIssue(i, 'th'))).toEqual(['fname: กรุณาระบุ']);
  });

  it('accepts a two-letter name for a team member too', () => {
    const team = runner({
      run_type_id: 138,
      team_member_obj: [member('3100600445635'), { ...member('3100600445643'), fname: 'Wu', lname: 'Ng' }],
    });
    expect(problems(s, team)).toEqual([]);
  });

  it('makes e-mail optional when the event does not validate it, but still checks one that is given', () => {
    const relaxed = runnerSchema({ ...rules, validateEmail: false });
    expect(relaxed.parse(runner({ email: '' })).email).toBe('');
    expect(problems(relaxed, runner({ email: 'nope' }))).toEqual(['email: is not a valid e-mail address']);
  });

  it('requires the fields the event flags', () => {
    const strict = runnerSchema({
      ...rules,
      requireBloodGroup: true,
      requireEmergencyName: true,
      requireEmergencyRelation: true,
      requireEmergencyMobile: true,
      requireHealthProblem: true,
      isRunModel: true,
      runTypesWithModels: [1],
      customField1: { enabled: true, required: true },
      additionalSlots: [
        { slot: 1, required: true },
        { slot: 2, required: false },
      ],
    });
    const found = problems(strict, runner({ health_problem: '' }));
    expect(found).toEqual(
      expect.arrayContaining([
        'blood_group: is required',
        'emergency_name: is required',
        'emergency_relation: is required',
        'emergency_mobile_no: is required',
        'health_problem: is required',
        'custom_field1: is required',
      ]),
    );
    const ok = runner({
      blood_group: 'O',
      emergency_name: 'สมศรี ใจดี',
      emergency_relation: 'ภรรยา',
      emergency_mobile_no: '0811111111',
      health_problem: 'ไม่มี',
      run_model_id: 3,
      custom_field1: 'SOMCHAI',
      additional1: 2,
    });
    expect(problems(strict, ok)).toEqual([]);
    expect(problems(strict, { ...ok, additional1: 0 })).toEqual(['additional1: is required']);
    expect(problems(strict, { ...ok, blood_group: 'Z' })).toEqual([
      'blood_group: must be one of: A, B, AB, O, OTHER',
    ]);
    // A run type without run models needs none, even on an event that uses them.
    expect(problems(strict, { ...ok, run_type_id: 2, run_model_id: 0 })).toEqual([]);
    expect(problems(strict, { ...ok, run_model_id: 0 })).toEqual(['run_model_id: is required']);
    expect(problems(strict, { ...ok, emergency_mobile_no: '08-1111' })).toEqual([
      'emergency_mobile_no: must be 10 to 15 digits',
    ]);
  });

  it('the relaxed-ID flag takes any ID and turns a blank one into "-"', () => {
    const relaxed = runnerSchema({ ...rules, relaxedId: true });
    expect(relaxed.parse(runner({ id_card: '' })).id_card).toBe('-');
    expect(relaxed.parse(runner({ id_card: 'a' })).id_card).toBe('A');
  });

  it('a team run type needs exactly its other members, each checked like a runner', () => {
    expect(problems(s, runner({ run_type_id: 138 }))).toEqual([
      'team_member_obj: must list every other member of the team',
    ]);
    expect(problems(s, runner({ run_type_id: 138, team_member_obj: [member('3100600445635')] }))).toEqual([
      'team_member_obj: must list every other member of the team',
    ]);
    expect(
      problems(
        s,
        runner({ run_type_id: 138, team_member_obj: [member('3100600445635'), member('3100600445643')] }),
      ),
    ).toEqual([]);
    expect(
      problems(
        s,
        runner({
          run_type_id: 138,
          team_member_obj: [member('3100600445635'), { ...member('31'), mobile_no: '1' }],
        }),
      ),
    ).toEqual([
      'team_member_obj.1.id_card: must be 5 to 20 letters or digits',
      'team_member_obj.1.mobile_no: must be exactly 10 digits',
    ]);
    expect(
      problems(
        s,
        runner({ run_type_id: 138, team_member_obj: [member('1101700203450'), member('3100600445643')] }),
      ),
    ).toEqual(['team_member_obj.0.id_card: You have added this runner (the ID is already in the list)']);
    expect(problems(s, runner({ team_member_obj: [member('3100600445635')] }))).toEqual([
      'team_member_obj: takes no team members for this race type',
    ]);
  });
});

describe('order rules', () => {
  const s = orderCreateSchema(rules);
  const order = (over: Record<string, unknown> = {}) => ({
    event_key: 'bangkok-riverside-marathon-2027',
    runner_list: [runner()],
    is_main_register: '1101700203450',
    delivery_type_id: 1,
    payment_method: 'PP_OPN',
    is_accept_terms: 'Y',
    ...over,
  });

  it('accepts a complete order, with the seed fields the server ignores', () => {
    expect(
      problems(s, order({ total_amt: '2348.40', paid_amt: 2348.4, runner_count: 1, fname: '' })),
    ).toEqual([]);
  });

  it.each([
    [{ runner_list: [] }, 'runner_list: must have at least 1 items'],
    [
      {
        runner_list: [
          runner(),
          runner({ id_card: 'AA1234567' }),
          runner({ id_card: 'AA1234568' }),
          runner({ id_card: 'AA1234569' }),
        ],
      },
      'runner_list: must have at most 3 items',
    ],
    [
      { runner_list: [runner(), runner({ register_type: 'FRIEND' })] },
      'runner_list.1.id_card: You have added this runner (the ID is already in the list)',
    ],
    [{ is_main_register: '9999999999999' }, 'is_main_register: must be the ID of one of the runners'],
    [{ is_accept_terms: 'N' }, 'is_accept_terms: the terms and conditions must be accepted'],
    [{ is_accept_terms: undefined }, 'is_accept_terms: the terms and conditions must be accepted'],
    [{ payment_method: 'BITCOIN' }, 'payment_method: choose a payment method'],
    [{ is_coupon: 'Y', coupon_code: 'SHORT' }, 'coupon_code: must be 8 characters'],
    [
      { is_coupon: 'Y', coupon_code: 'RIVER010', runner_list: [runner(), runner({ id_card: 'AA1234567' })] },
      'coupon_code: works with one runner only; reduce the number of applicants to 1',
    ],
  ])('rejects %j', (over, message) => {
    expect(problems(s, order(over))).toContain(message);
  });

  it('catches a team member who is also another runner of the cart', () => {
    const team = runner({
      nationality: 'OTHER',
      id_card: 'AA1234567',
      run_type_id: 138,
      team_member_obj: [member('1101700203450'), member('3100600445643')],
    });
    expect(problems(s, order({ runner_list: [runner(), team] }))).toEqual([
      'runner_list.1.team_member_obj.0.id_card: You have added this runner (the ID is already in the list)',
    ]);
  });

  it('asks for the event conditions only when the event has them, and no payment choice for DIRECT/FREE', () => {
    const withCondition = orderCreateSchema({ ...rules, hasCondition: true, paymentChoice: false });
    expect(problems(withCondition, order({ payment_method: undefined }))).toEqual([
      "is_accept_condition: the event's own conditions must be accepted",
    ]);
    expect(problems(withCondition, order({ payment_method: undefined, is_accept_condition: 'Y' }))).toEqual(
      [],
    );
  });
});

describe('helpers', () => {
  it('refuses a Thai national ID whose check digit is wrong, when IDs are required and not relaxed', () => {
    const strict = { requireIdCard: true, relaxedId: false };
    expect(idCardProblem({ nationality: 'THAI', id_card: '1101700203450' }, strict)).toBeNull();
    expect(idCardProblem({ nationality: 'THAI', id_card: '1-1017-00203-45-0' }, strict)).toBeNull();
    for (const made_up of ['1101700203451', '1234567890123', '0000000000000', 'ABCDE', '110170020345']) {
      expect(idCardProblem({ nationality: 'THAI', id_card: made_up }, strict)).toBe('v.thai_id_checksum');
    }
    // Passports of other nationals are not checked; nor IDs of events that relax or do not require them.
    expect(idCardProblem({ nationality: 'OTHER', id_card: 'AA1234567' }, strict)).toBeNull();
    expect(
      idCardProblem({ nationality: 'THAI', id_card: 'ABCDE' }, { ...strict, relaxedId: true }),
    ).toBeNull();
    expect(
      idCardProblem({ nationality: 'THAI', id_card: 'ABCDE' }, { ...strict, requireIdCard: false }),
    ).toBeNull();
    // A team member has no nationality: a 13-digit ID must be a real one, a passport passes.
    expect(idCardProblem({ id_card: '1234567890123' }, strict)).toBe('v.thai_id_checksum');
    expect(idCardProblem({ id_card: 'AA1234567' }, strict)).toBeNull();
  });
  it('computes age in whole years', () => {
    expect(ageOn('1990-05-17', '2027-05-16')).toBe(36);
    expect(ageOn('1990-05-17', '2027-05-17')).toBe(37);
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
  });
});
