/**
 * The runner form's values (strings, as inputs hold them) and their translation to and from the
 * domain's runner object, which runnerSchema(eventRules(event)) validates on the page and the server.
 */
import {
  ageIssueOf,
  ageProblem,
  type AgeProblem,
  type EventDetail,
  type Language,
  type RunTypeOption,
} from '@raceday/domain';
import type { EventRules, IssueLike, RunnerInput } from '@raceday/domain/validation';
import {
  birthParts,
  choiceValues,
  dobOf,
  idText,
  orUndefined,
  type PersonValues,
  type RunnerValues,
} from '@/components/runner-fields/person-values';
import { issueText } from '@/lib/issues';
import { shirtsFor, teamSizeOf } from './event-view';

export type RegisterType = 'MYSELF' | 'FRIEND';
export type EntryKind = 'SINGLE' | 'TEAM';

export interface MemberValues extends PersonValues {
  id_card: string;
  /** Asked of each member when the event requires it of runners. */
  emergency_name: string;
  emergency_relation: string;
  emergency_mobile_no: string;
}

export interface RunnerFormValues extends RunnerValues {
  register_type: RegisterType;
  entry_kind: EntryKind;
  nationality: 'THAI' | 'OTHER';
  id_card: string;
  hide_info: boolean;
  run_type_id: string;
  /** Members 2..team_size of a team entry. */
  members: MemberValues[];
}

export const emptyMember = (): MemberValues => ({
  fname: '',
  lname: '',
  sex: '',
  birth_day: '',
  birth_month: '',
  birth_year: '',
  id_card: '',
  mobile_no: '',
  blood_group: '',
  t_shirt_id: '',
  emergency_name: '',
  emergency_relation: '',
  emergency_mobile_no: '',
});

export const emptyRunnerForm = (): RunnerFormValues => ({
  ...emptyMember(),
  register_type: 'MYSELF',
  entry_kind: 'SINGLE',
  nationality: 'THAI',
  hide_info: false,
  email: '',
  health_problem: '',
  emergency_name: '',
  emergency_relation: '',
  emergency_mobile_no: '',
  runner_team: '',
  run_type_id: '',
  run_model_id: '',
  additional1: '',
  additional2: '',
  additional3: '',
  additional4: '',
  custom_field1: '',
  members: [],
});

const SLOTS = [1, 2, 3, 4] as const;
type Slot = (typeof SLOTS)[number];
const slotKey = (slot: Slot) => `additional${slot}` as const;

const idOrUndefined = (s: string) => (s === '' ? undefined : Number(s));

export interface DraftContext {
  event: EventDetail;
  rules: EventRules;
  /** Names of the run models loaded for the chosen run type. */
  runModelName?: string;
}

/**
 * The object runnerSchema validates. Empty choices are left undefined so they read "required";
 * display copies of names and prices ride along (the server reads its own).
 */
export function runnerDraft(v: RunnerFormValues, ctx: DraftContext): Record<string, unknown> {
  const { event, rules } = ctx;
  const runTypeId = v.run_type_id ? Number(v.run_type_id) : null;
  const runType = event.run_type.find((r) => r.id === runTypeId);
  const shirts = shirtsFor(event, runTypeId);
  const shirt = shirts.find((s) => String(s.id) === v.t_shirt_id);
  const teamSize = teamSizeOf(event, runTypeId);
  const bloodGroup = (s: string) => (rules.requireBloodGroup ? orUndefined(s) : s);
  // An emergency field the event does not ask for is sent empty (the runner's and each member's alike).
  const emergencyOf = (
    p: Pick<MemberValues, 'emergency_name' | 'emergency_relation' | 'emergency_mobile_no'>,
  ) => ({
    emergency_name: rules.requireEmergencyName ? p.emergency_name : '',
    emergency_relation: rules.requireEmergencyRelation ? p.emergency_relation : '',
    emergency_mobile_no: rules.requireEmergencyMobile ? p.emergency_mobile_no : '',
  });
  const additional: Record<string, unknown> = {};
  for (const slot of SLOTS) {
    const select = event.additional_selects.find((a) => a.slot === slot);
    const value = select ? v[slotKey(slot)] : '';
    additional[slotKey(slot)] = value === '' ? 0 : Number(value);
    const option = select?.options.find((o) => String(o.id) === value);
    if (option) additional[`additional${slot}_name`] = option.name;
  }

  return {
    register_type: v.register_type,
    fname: v.fname,
    lname: v.lname,
    sex: orUndefined(v.sex),
    dob: dobOf(v),
    nationality: v.nationality,
    id_card: v.id_card,
    email: v.email,
    mobile_no: v.mobile_no,
    health_problem: rules.requireHealthProblem ? v.health_problem : '-',
    runner_team: v.runner_team,
    blood_group: bloodGroup(v.blood_group),
    ...emergencyOf(v),
    run_type_id: idOrUndefined(v.run_type_id),
    run_model_id: rules.isRunModel ? idOrUndefined(v.run_model_id) : 0,
    t_shirt_id: idOrUndefined(v.t_shirt_id),
    ...additional,
    custom_field1: rules.customField1.enabled ? v.custom_field1 : '',
    team_member_obj:
      teamSize > 1
        ? v.members.slice(0, teamSize - 1).map((m) => {
            const memberShirt = shirts.find((s) => String(s.id) === m.t_shirt_id);
            return {
              fname: m.fname,
              lname: m.lname,
              sex: orUndefined(m.sex),
              dob: dobOf(m),
              id_card: m.id_card,
              mobile_no: m.mobile_no,
              blood_group: bloodGroup(m.blood_group),
              ...emergencyOf(m),
              t_shirt_id: idOrUndefined(m.t_shirt_id),
              ...(memberShirt ? { t_shirt_name: memberShirt.name } : {}),
            };
          })
        : null,
    event_key: event.event_key,
    ...(runType
      ? {
          run_type_name: runType.name,
          run_type_description: runType.description,
          run_type_price: runType.price,
        }
      : {}),
    ...(ctx.runModelName ? { run_model_name: ctx.runModelName } : {}),
    ...(shirt ? { t_shirt_name: shirt.name, t_shirt_additional_price: shirt.additional_price } : {}),
  };
}

/** A cart runner back into the form (EDIT). */
export function formFromRunner(r: RunnerInput, event: EventDetail): RunnerFormValues {
  const members = (r.team_member_obj ?? []).map((m) => ({
    fname: m.fname,
    lname: m.lname,
    sex: m.sex,
    ...birthParts(m.dob),
    id_card: m.id_card,
    mobile_no: m.mobile_no,
    blood_group: m.blood_group,
    t_shirt_id: String(m.t_shirt_id),
    emergency_name: m.emergency_name,
    emergency_relation: m.emergency_relation,
    emergency_mobile_no: m.emergency_mobile_no,
  }));
  return {
    register_type: r.register_type,
    entry_kind: teamSizeOf(event, r.run_type_id) > 1 ? 'TEAM' : 'SINGLE',
    fname: r.fname,
    lname: r.lname,
    sex: r.sex,
    ...birthParts(r.dob),
    nationality: r.nationality,
    id_card: r.id_card,
    hide_info: event.is_require_id_card === 'N' && /^NOID\d{8}$/.test(r.id_card),
    email: r.email,
    mobile_no: r.mobile_no,
    health_problem: event.is_require_health_problem === 'Y' ? r.health_problem : '',
    blood_group: r.blood_group,
    emergency_name: r.emergency_name,
    emergency_relation: r.emergency_relation,
    emergency_mobile_no: r.emergency_mobile_no,
    runner_team: r.runner_team,
    run_type_id: idText(r.run_type_id),
    ...choiceValues(r),
    custom_field1: r.custom_field1,
    members,
  };
}

/** The form path an issue belongs to: 'fname', 'birth', 'members.0.id_card', ... */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, index, sub] = path;
  if (head === 'dob') return 'birth';
  if (head === 'team_member_obj') {
    if (typeof index !== 'number') return 'members';
    return `members.${index}.${sub === 'dob' ? 'birth' : String(sub ?? 'fname')}`;
  }
  return String(head ?? '');
}

/** Every ID of an entry (captain and members), as normalised in the cart. */
export function entryIds(r: Pick<RunnerInput, 'id_card' | 'team_member_obj'>): string[] {
  return [r.id_card, ...(r.team_member_obj ?? []).map((m) => m.id_card)].filter((id) => id !== '-');
}

/** A run type chosen: members sized to its team, shirts and model kept only if still offered. */
export function withRunType(prev: RunnerFormValues, event: EventDetail, runTypeId: string): RunnerFormValues {
  const id = Number(runTypeId);
  const size = teamSizeOf(event, id);
  const offered = new Set(shirtsFor(event, id).map((s) => String(s.id)));
  return {
    ...prev,
    run_type_id: runTypeId,
    run_model_id: '',
    t_shirt_id: offered.has(prev.t_shirt_id) ? prev.t_shirt_id : '',
    members:
      size > 1
        ? Array.from({ length: size - 1 }, (_, i) => {
            const m = prev.members[i] ?? emptyMember();
            return { ...m, t_shirt_id: offered.has(m.t_shirt_id) ? m.t_shirt_id : '' };
          })
        : [],
  };
}

/** An entry kind chosen: the race choices start again; a kind with one run type has it chosen. */
export function withEntryKind(prev: RunnerFormValues, event: EventDetail, kind: EntryKind): RunnerFormValues {
  const offered = event.run_type.filter((r) => (kind === 'TEAM' ? r.team_size > 1 : r.team_size <= 1));
  const cleared = {
    ...prev,
    entry_kind: kind,
    run_type_id: '',
    run_model_id: '',
    t_shirt_id: '',
    members: [],
  };
  return offered.length === 1 ? withRunType(cleared, event, String(offered[0]!.id)) : cleared;
}

/** Why a birth date (the form's three selects) may not enter a race type on the event's race day. */
export function runTypeAgeProblem(
  event: Pick<EventDetail, 'event_date'>,
  runType: Pick<RunTypeOption, 'min_age' | 'max_age'> | undefined,
  birth: Parameters<typeof dobOf>[0],
): AgeProblem | null {
  const dob = dobOf(birth);
  return dob && runType ? ageProblem(dob, event.event_date.slice(0, 10), runType) : null;
}

/**
 * The chosen race type's age limits against the runner's and each member's birth date, as issues on
 * the form's birth fields ('birth', 'members.0.birth'), worded by the validation catalogs as the server's.
 */
export function ageIssues(v: RunnerFormValues, event: EventDetail): Record<string, IssueLike> {
  const runType = event.run_type.find((r) => String(r.id) === v.run_type_id);
  const out: Record<string, IssueLike> = {};
  const own = runTypeAgeProblem(event, runType, v);
  if (own) out.birth = ageIssueOf(own, ['dob']);
  v.members.forEach((m, i) => {
    const p = runTypeAgeProblem(event, runType, m);
    if (p) out[`members.${i}.birth`] = ageIssueOf(p, ['team_member_obj', i, 'dob']);
  });
  return out;
}

/** ageIssues as the texts the birth fields show: {'birth': 'ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง', ...}. */
export function ageErrorTexts(
  v: RunnerFormValues,
  event: EventDetail,
  lang: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ageIssues(v, event)).map(([path, issue]) => [path, issueText(issue, lang)]),
  );
}
