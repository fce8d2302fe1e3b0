/**
 * Registration rules of seed 000 section 5 as zod schemas, built from an event's flags.
 * The web's runner form and the server's order service validate with the same schemas.
 */
import { z } from 'zod';
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  BLOOD_GROUPS,
  LIMITS,
  NATIONALITIES,
  REGISTER_TYPES,
  SEXES,
} from './constants';
import type { EventDetail } from './api';
import { isValidThaiId } from './thai-id';
import { apiLanguageSchema, eventKeySchema, LIMITS_SCHEMA, singleLine } from './schemas';

/** The flags of an event that change what a runner must fill in. */
export interface EventRules {
  requireIdCard: boolean;
  /** Any ID of one character or more, '-' when blank (the seeds' 'sichon16' case). */
  relaxedId: boolean;
  validateEmail: boolean;
  requireHealthProblem: boolean;
  requireBloodGroup: boolean;
  requireEmergencyName: boolean;
  requireEmergencyRelation: boolean;
  requireEmergencyMobile: boolean;
  isRunModel: boolean;
  /** Run types that have run models: only these require one when isRunModel is set. */
  runTypesWithModels: number[];
  customField1: { enabled: boolean; required: boolean };
  /** Slots (1-4) of the additional selects the event has, and which of them are required. */
  additionalSlots: { slot: number; required: boolean }[];
  /** team_size of each run type; absent = 1. */
  teamSizeByRunType: Record<number, number>;
  maxRunnersPerOrder: number;
  /** The event has its own conditions that must be accepted too. */
  hasCondition: boolean;
  /** DIRECT or FREE: the runner does not choose a payment method. */
  paymentChoice: boolean;
  isCoupon: boolean;
}

export function eventRules(e: EventDetail): EventRules {
  return {
    requireIdCard: e.is_require_id_card === 'Y',
    relaxedId: e.is_relaxed_id === 'Y',
    validateEmail: e.validate_email === 'Y',
    requireHealthProblem: e.is_require_health_problem === 'Y',
    requireBloodGroup: e.is_require_blood_group === 'Y',
    requireEmergencyName: e.is_require_emergency_name === 'Y',
    requireEmergencyRelation: e.is_require_emergency_relation === 'Y',
    requireEmergencyMobile: e.is_require_emergency_mobile_no === 'Y',
    isRunModel: e.is_run_model === 'Y',
    runTypesWithModels: [...new Set(e.run_model.map((m) => m.run_type_id))].sort((a, b) => a - b),
    customField1: { enabled: e.is_custom_field1 === 'Y', required: e.is_custom_field1_require === 'Y' },
    additionalSlots: e.additional_selects.map((a) => ({ slot: a.slot, required: a.is_require === 'Y' })),
    teamSizeByRunType: Object.fromEntries(e.run_type.map((r) => [r.id, r.team_size])),
    maxRunnersPerOrder: e.max_runner_register_per_order,
    hasCondition: e.condition !== 'N' && e.condition.trim() !== '',
    paymentChoice: e.payment_method !== 'DIRECT' && e.payment_method !== 'FREE',
    isCoupon: e.is_coupon === 'Y',
  };
}

// ---- field schemas -------------------------------------------------------------------------

/**
 * Letters of any script (Thai with its vowel and tone marks), spaces, dot, hyphen, apostrophe; 1-40
 * of them. An empty name matches too, so that it is told "required" (the min(1) rule) and nothing else.
 */
const NAME_PATTERN = /^(?:[\p{L}\p{M}][\p{L}\p{M} .'-]*)?$/u;

export const personNameSchema = z
  .string()
  .trim()
  .min(LIMITS.nameMin)
  .max(LIMITS.nameMax)
  .regex(NAME_PATTERN, { message: 'v.name_chars' });

export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { message: 'v.mobile_digits' });

/** An optional line of text (schemas.ts#singleLine): a team, an emergency contact, the custom field. */
const optionalText = (max: number) => singleLine().max(max).default('');
/** Blank is allowed; anything else must match `schema`. */
const blankOr = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .max(200)
    .pipe(z.union([z.literal(''), schema]))
    .default('');

/** ID card or passport: only letters and digits are kept, upper-cased. */
export function normalizeIdCard(raw: string): string {
  return raw.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

export function idCardSchema(relaxed: boolean) {
  const base = z.string().transform(normalizeIdCard);
  return relaxed
    ? base.pipe(z.string().max(LIMITS.idCardMax)).transform((v) => v || '-')
    : base.pipe(
        z
          .string()
          .min(LIMITS.idCardMin, { message: 'v.id_card_length' })
          .max(LIMITS.idCardMax, { message: 'v.id_card_length' }),
      );
}

/** A Gregorian date of birth, chosen from the form's Buddhist-era years 2477-2565. */
export const dobSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.dob' })
  .refine(
    (s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return (
        y >= BIRTH_YEAR_MIN &&
        y <= BIRTH_YEAR_MAX &&
        date.getUTCFullYear() === y &&
        date.getUTCMonth() === m - 1 &&
        date.getUTCDate() === d
      );
    },
    { message: 'v.dob' },
  );

/** Age in whole years on a given day (the race day for the participant check). */
export function ageOn(dob: string, on: Date | string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const day = typeof on === 'string' ? on : on.toISOString().slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const MAX_ID = 2_147_483_647;
/** Ids arrive as numbers or digit strings from form selects. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v);
const id = LIMITS_SCHEMA.id;
/** 0, empty or absent means "none chosen". */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : numeric(v)),
  z.number().int().min(0).max(MAX_ID),
);

// ---- team member --------------------------------------------------------------------------

type TeamMemberRules = Pick<
  EventRules,
  | 'relaxedId'
  | 'requireBloodGroup'
  | 'requireIdCard'
  | 'requireEmergencyName'
  | 'requireEmergencyRelation'
  | 'requireEmergencyMobile'
>;

const emergencyMobile = z
  .string()
  .trim()
  .regex(/^\d{10,15}$/, { message: 'v.emergency_mobile' });

/** The emergency contact, as the event requires it: of every runner, team members included. */
function emergencyFields(rules: Omit<TeamMemberRules, 'relaxedId' | 'requireBloodGroup' | 'requireIdCard'>) {
  return {
    emergency_name: rules.requireEmergencyName
      ? singleLine().min(LIMITS.nameMin).max(LIMITS.nameMax)
      : optionalText(LIMITS.nameMax),
    emergency_relation: rules.requireEmergencyRelation
      ? singleLine().min(LIMITS.nameMin).max(LIMITS.nameMax)
      : optionalText(LIMITS.nameMax),
    emergency_mobile_no: rules.requireEmergencyMobile ? emergencyMobile : blankOr(emergencyMobile),
  };
}

function teamMemberFields(rules: TeamMemberRules) {
  return z.object({
    fname: personNameSchema,
    lname: personNameSchema,
    sex: z.enum(SEXES),
    dob: dobSchema,
    id_card: idCardSchema(rules.relaxedId),
    mobile_no: mobileSchema,
    blood_group: rules.requireBloodGroup
      ? z.enum(BLOOD_GROUPS)
      : z.union([z.enum(BLOOD_GROUPS), z.literal('')]).default(''),
    ...emergencyFields(rules),
    t_shirt_id: id,
    // Display copies the web may send; the server reads names from its own rows.
    t_shirt_name: z.string().max(200).optional(),
  });
}

const checkMemberId = (rules: TeamMemberRules) => (m: { id_card: string }, ctx: z.RefinementCtx) => {
  const problem = idCardProblem(m, rules);
  if (problem) ctx.addIssue({ code: 'custom', path: ['id_card'], message: problem });
};

export function teamMemberSchema(rules: TeamMemberRules) {
  return teamMemberFields(rules).superRefine(checkMemberId(rules));
}
export type TeamMemberInput = z.infer<ReturnType<typeof teamMemberSchema>>;

// ---- runner -------------------------------------------------------------------------------

const displayOnly = {
  event_key: z.string().max(64).optional(),
  run_type_name: z.string().max(300).optional(),
  run_type_description: z.string().max(1000).optional(),
  run_type_price: z.number().optional(),
  run_model_name: z.string().max(300).optional(),
  t_shirt_name: z.string().max(300).optional(),
  t_shirt_additional_price: z.number().optional(),
  additional1_name: z.string().max(300).optional(),
  additional2_name: z.string().max(300).optional(),
  additional3_name: z.string().max(300).optional(),
  additional4_name: z.string().max(300).optional(),
};

const email = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email({ message: 'v.email' }));
/**
 * Schemas are built once per distinct set of rules: zod compiles an object schema on first use, and
 * building one costs about 10 ms, a hundred times its parse.
 */
function memoByRules<T>(build: (rules: EventRules) => T): (rules: EventRules) => T {
  const cache = new Map<string, T>();
  return (rules) => {
    const key = JSON.stringify(rules);
    let schema = cache.get(key);
    if (!schema) {
      if (cache.size >= 500) cache.clear();
      schema = build(rules);
      cache.set(key, schema);
    }
    return schema;
  };
}

export const runnerSchema = memoByRules(buildRunnerSchema);

/** The fields a runner (or team captain) fills in, as the event's flags require them. */
function runnerFields(rules: EventRules) {
  return {
    fname: personNameSchema,
    lname: personNameSchema,
    sex: z.enum(SEXES),
    dob: dobSchema,
    nationality: z.enum(NATIONALITIES).default('THAI'),
    id_card: idCardSchema(rules.relaxedId),
    email: rules.validateEmail ? email : blankOr(email),
    mobile_no: mobileSchema,
    health_problem: rules.requireHealthProblem
      ? z.string().trim().min(1).max(200)
      : z.string().trim().max(200).default('-'),
    runner_team: optionalText(60),
    blood_group: rules.requireBloodGroup
      ? z.enum(BLOOD_GROUPS)
      : z.union([z.enum(BLOOD_GROUPS), z.literal('')]).default(''),
    ...emergencyFields(rules),
    run_type_id: id,
    run_model_id: optionalId,
    t_shirt_id: id,
    additional1: optionalId,
    additional2: optionalId,
    additional3: optionalId,
    additional4: optionalId,
    custom_field1:
      rules.customField1.enabled && rules.customField1.required
        ? singleLine().min(1).max(LIMITS.customFieldMax)
        : optionalText(LIMITS.customFieldMax),
  };
}

/** Run model and additional selects the event requires (they depend on other fields). */
function requireChoices(
  rules: EventRules,
  r: { run_type_id: number; run_model_id: number } & Record<`additional${1 | 2 | 3 | 4}`, number>,
  ctx: z.RefinementCtx,
) {
  if (rules.isRunModel && rules.runTypesWithModels.includes(r.run_type_id) && !r.run_model_id) {
    ctx.addIssue({ code: 'custom', path: ['run_model_id'], message: 'v.required' });
  }
  for (const { slot, required: isRequired } of rules.additionalSlots) {
    if (isRequired && !r[`additional${slot}` as 'additional1']) {
      ctx.addIssue({ code: 'custom', path: [`additional${slot}`], message: 'v.required' });
    }
  }
}

function buildRunnerSchema(rules: EventRules) {
  return z
    .strictObject({
      register_type: z.enum(REGISTER_TYPES),
      ...runnerFields(rules),
      team_member_obj: z.array(teamMemberSchema(rules)).max(9).nullable().default(null),
      ...displayOnly,
    })
    .superRefine((r, ctx) => {
      requireChoices(rules, r, ctx);
      const idProblem = idCardProblem(r, rules);
      if (idProblem) ctx.addIssue({ code: 'custom', path: ['id_card'], message: idProblem });
      const teamSize = rules.teamSizeByRunType[r.run_type_id] ?? 1;
      const members = r.team_member_obj ?? [];
      if (members.length !== teamSize - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['team_member_obj'],
          message: teamSize > 1 ? 'v.team_members' : 'v.no_team_members',
        });
      }
      const seen = new Set<string>([r.id_card]);
      members.forEach((m, i) => {
        if (m.id_card !== '-' && seen.has(m.id_card)) {
          ctx.addIssue({
            code: 'custom',
            path: ['team_member_obj', i, 'id_card'],
            message: 'v.duplicate_id_card',
          });
        }
        seen.add(m.id_card);
      });
    });
}
export type RunnerInput = z.infer<ReturnType<typeof buildRunnerSchema>>;

// ---- the back office's edit of an order's people (seed 001 §2.9) -----------------------------

const runnerId = z.preprocess(numeric, z.number().int().min(1).max(MAX_ID));

/**
 * One runner or team captain as an organizer edits it: the registration rules, with `runner_id`
 * naming the row. The ID card and race type are sent back as they are; the server refuses a change.
 */
export const runnerEditSchema = memoByRules((rules) =>
  z
    .strictObject({
      runner_id: runnerId,
      register_type: z.enum(REGISTER_TYPES).optional(),
      team_position: z.number().int().optional(),
      ...runnerFields(rules),
      ...displayOnly,
    })
    .superRefine((r, ctx) => requireChoices(rules, r, ctx)),
);
export type RunnerEditInput = z.infer<ReturnType<typeof runnerEditSchema>>;

/** Team member 2..n as an organizer edits it: the team-member rules, with `runner_id`. */
export const teamMemberEditSchema = memoByRules((rules) =>
  // Members entered before events asked for their emergency contact have none: not required here.
  teamMemberFields({
    ...rules,
    requireEmergencyName: false,
    requireEmergencyRelation: false,
    requireEmergencyMobile: false,
  })
    .extend({ runner_id: runnerId, team_position: z.number().int().optional(), ...displayOnly })
    .strict(),
);
export type TeamMemberEditInput = z.infer<ReturnType<typeof teamMemberEditSchema>>;

/**
 * A Thai national's ID must be a real Thai ID number: 13 digits whose last is the mod-11 check digit
 * of the other 12 (a typo, or a made-up `1234567890123`, fails). Not checked when the event does not
 * require IDs (the form may fill a placeholder) or relaxes them. Team members carry no nationality:
 * theirs is checked when it has the shape of a Thai ID (13 digits).
 */
export function idCardProblem(
  r: { nationality?: string; id_card: string },
  rules: Pick<EventRules, 'requireIdCard' | 'relaxedId'>,
): 'v.thai_id_checksum' | null {
  if (!rules.requireIdCard || rules.relaxedId) return null;
  const id = normalizeIdCard(r.id_card);
  if (r.nationality === undefined)
    return /^\d{13}$/.test(id) && !isValidThaiId(id) ? 'v.thai_id_checksum' : null;
  if (r.nationality !== 'THAI') return null;
  return isValidThaiId(id) ? null : 'v.thai_id_checksum';
}

// ---- delivery address ---------------------------------------------------------------------

export const deliveryAddressSchema = z.object({
  delivery_add_name: singleLine().min(LIMITS.nameMin).max(LIMITS.nameMax),
  delivery_add_mobile_no: mobileSchema,
  delivery_add_no: singleLine().min(1).max(LIMITS.addressLineMax),
  delivery_add_postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: 'v.postcode' }),
  delivery_add_sub_district: singleLine().min(1).max(100),
  delivery_add_district: singleLine().min(1).max(100),
  delivery_add_province: singleLine().min(1).max(100),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressSchema>;

/** The back office's address edit (seed 001 §5 limits: looser than the runner's form, for real-world fixes). */
export const addressEditSchema = z.strictObject({
  id: z.union([z.number(), z.string().max(40)]).optional(),
  uuid: z.uuid({ message: 'v.order_uuid' }),
  event_key: eventKeySchema,
  language: apiLanguageSchema.optional(),
  delivery_add_name: singleLine().min(1).max(40),
  delivery_add_mobile_no: singleLine().min(3).max(40),
  delivery_add_no: singleLine().min(1).max(100),
  delivery_add_sub_district: singleLine().min(1).max(100),
  delivery_add_district: singleLine().min(3).max(50),
  delivery_add_province: singleLine().min(3).max(50),
  delivery_add_postcode: z
    .string()
    .trim()
    .min(5)
    .max(10)
    .regex(/^[0-9A-Za-z -]+$/, { message: 'v.postcode_chars' }),
});
export type AddressEditInput = z.infer<typeof addressEditSchema>;

// ---- order create -------------------------------------------------------------------------

const yesNo = z.enum(['Y', 'N']);
/** Amounts the web shows; the server recomputes every one and only logs a mismatch. */
const clientAmount = z.union([z.number(), z.string().max(20)]).optional();

export const orderCreateSchema = memoByRules(buildOrderCreateSchema);

function buildOrderCreateSchema(rules: EventRules) {
  const runner = runnerSchema(rules);
  const blankable = singleLine().max(200).default('');
  return z
    .strictObject({
      event_key: eventKeySchema,
      language: apiLanguageSchema.optional(),
      runner_list: z.array(runner).min(1).max(rules.maxRunnersPerOrder),
      /** id_card of the main registrant, one of runner_list. */
      is_main_register: z.string().transform(normalizeIdCard),
      delivery_type_id: id,
      delivery_add_name: blankable,
      delivery_add_mobile_no: blankable,
      delivery_add_no: blankable,
      delivery_add_postcode: blankable,
      delivery_add_sub_district: blankable,
      delivery_add_district: blankable,
      delivery_add_province: blankable,
      payment_method: rules.paymentChoice
        ? z.string().regex(/^(PP|CC)_[A-Z]{2,10}$/, { message: 'v.payment_method' })
        : z.string().max(20).optional(),
      is_accept_terms: z.literal('Y', { message: 'v.terms' }),
      is_accept_condition: rules.hasCondition ? z.literal('Y', { message: 'v.condition' }) : yesNo.optional(),
      is_coupon: yesNo.default('N'),
      coupon_code: z.string().trim().max(20).default(''),
      // Seed fields the server derives itself; accepted so the seed's payload is valid, then ignored.
      total_amt: clientAmount,
      paid_amt: clientAmount,
      runner_count: z.coerce.number().int().optional(),
      delivery_type_name: z.string().max(300).optional(),
      delivery_type_price: clientAmount,
      delivery_type_is_require_address: yesNo.optional(),
      id_card: z.string().max(40).optional(),
      fname: z.string().max(100).optional(),
      lname: z.string().max(100).optional(),
      mobile_no: z.string().max(40).optional(),
      email: z.string().max(100).optional(),
      payment_account_no: z.string().max(100).optional(),
      payment_account_name: z.string().max(300).optional(),
      payment_bank_name: z.string().max(300).optional(),
      txt_message_registed: z.string().max(2000).optional(),
      custom_field1: z.string().max(100).optional(),
      team_member_obj: z.unknown().optional(),
    })
    .superRefine((o, ctx) => {
      // An ID card is unique in the cart, team members included (within one entry runnerSchema checks).
      const earlier = new Set<string>();
      o.runner_list.forEach((r, i) => {
        const people = [
          { id: r.id_card, path: ['runner_list', i, 'id_card'] },
          ...(r.team_member_obj ?? []).map((m, j) => ({
            id: m.id_card,
            path: ['runner_list', i, 'team_member_obj', j, 'id_card'],
          })),
        ].filter((p) => p.id !== '-');
        for (const p of people) {
          if (earlier.has(p.id))
            ctx.addIssue({ code: 'custom', path: p.path, message: 'v.duplicate_id_card' });
        }
        for (const p of people) earlier.add(p.id);
      });
      if (!o.runner_list.some((r) => r.id_card === o.is_main_register)) {
        ctx.addIssue({ code: 'custom', path: ['is_main_register'], message: 'v.main_register' });
      }
      if (o.is_coupon === 'Y') {
        if (o.coupon_code.length !== LIMITS.couponCodeLength) {
          ctx.addIssue({ code: 'custom', path: ['coupon_code'], message: 'v.coupon_code' });
        }
        if (o.runner_list.length !== 1) {
          ctx.addIssue({ code: 'custom', path: ['coupon_code'], message: 'v.coupon_one_runner' });
        }
      }
    });
}
export type OrderCreateInput = z.infer<ReturnType<typeof buildOrderCreateSchema>>;
