/**
 * The edit-runner form of the order edit page: values as inputs hold them (strings), the payload
 * /v1/order/update takes for each person, and the domain's checks (runnerEditSchema for a runner
 * or team captain, teamMemberEditSchema for team members 2..n), the same the server runs.
 */
import type { UseFormReturnType } from '@mantine/form';
import type { EventDetail, Language, ShirtOption } from '@raceday/domain';
import { runnerEditSchema, teamMemberEditSchema, type EventRules } from '@raceday/domain/validation';
import { formSchema } from '@/components/forms/form-schema';
import {
  birthParts,
  choiceValues,
  dobOf,
  orUndefined,
  type RunnerValues,
} from '@/components/runner-fields/person-values';
import type { EditableRunner } from '../api/order-detail';

export type RunnerEditValues = RunnerValues;
export type RunnerEditField = keyof RunnerEditValues;

/** Team members 2..n carry only the team-member fields. */
export const isTeamMember = (r: Pick<EditableRunner, 'team_position'>) => r.team_position > 1;

const RUNNER_KEYS = [
  'runner_id',
  'team_position',
  'register_type',
  'fname',
  'lname',
  'sex',
  'dob',
  'nationality',
  'id_card',
  'email',
  'mobile_no',
  'health_problem',
  'blood_group',
  'emergency_name',
  'emergency_relation',
  'emergency_mobile_no',
  'runner_team',
  'run_type_id',
  'run_type_name',
  'run_model_id',
  'run_model_name',
  't_shirt_id',
  't_shirt_name',
  'additional1',
  'additional2',
  'additional3',
  'additional4',
  'custom_field1',
] as const;
const MEMBER_KEYS = [
  'runner_id',
  'team_position',
  'fname',
  'lname',
  'sex',
  'dob',
  'id_card',
  'mobile_no',
  'blood_group',
  't_shirt_id',
  't_shirt_name',
] as const;

/** A person as /v1/order/update takes it: the fields its schema knows, nothing else. */
export function payloadOf(r: EditableRunner): Record<string, unknown> {
  const keys: readonly string[] = isTeamMember(r) ? MEMBER_KEYS : RUNNER_KEYS;
  const source = r as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

export function valuesFromRunner(r: EditableRunner): RunnerEditValues {
  return {
    fname: r.fname ?? '',
    lname: r.lname ?? '',
    sex: r.sex ?? '',
    ...birthParts(r.dob),
    nationality: r.nationality || 'THAI',
    email: r.email ?? '',
    mobile_no: r.mobile_no ?? '',
    health_problem: r.health_problem ?? '',
    blood_group: r.blood_group ?? '',
    emergency_name: r.emergency_name ?? '',
    emergency_relation: r.emergency_relation ?? '',
    emergency_mobile_no: r.emergency_mobile_no ?? '',
    runner_team: r.runner_team ?? '',
    ...choiceValues(r),
    custom_field1: r.custom_field1 ?? '',
  };
}

/**
 * Shirts the runner may change to: those offered with the runner's race type at the same extra
 * price as the current one (a price change is a new purchase). All of the race type when the
 * current shirt is unknown (the server then decides).
 */
export function shirtChoices(event: EventDetail, r: EditableRunner): ShirtOption[] {
  const offered = event.t_shirt.filter((s) => s.run_type_id === 0 || s.run_type_id === r.run_type_id);
  const current = event.t_shirt.find((s) => s.id === r.t_shirt_id);
  return current ? offered.filter((s) => s.additional_price === current.additional_price) : offered;
}

export const runModelChoices = (event: EventDetail, r: EditableRunner) =>
  event.run_model.filter((m) => m.run_type_id === r.run_type_id);

const idOrZero = (s: string) => (s === '' ? 0 : Number(s));

/** The person with the form's values over the stored ones; the ID card and race type stay as stored. */
export function draftOf(r: EditableRunner, v: RunnerEditValues, event: EventDetail): Record<string, unknown> {
  const shirt = event.t_shirt.find((s) => String(s.id) === v.t_shirt_id);
  const common = {
    ...payloadOf(r),
    fname: v.fname,
    lname: v.lname,
    sex: orUndefined(v.sex),
    dob: dobOf(v),
    mobile_no: v.mobile_no,
    blood_group: v.blood_group,
    t_shirt_id: v.t_shirt_id === '' ? undefined : Number(v.t_shirt_id),
    ...(shirt ? { t_shirt_name: shirt.name } : {}),
  };
  if (isTeamMember(r)) return common;
  const model = event.run_model.find((m) => String(m.id) === v.run_model_id);
  return {
    ...common,
    nationality: v.nationality,
    email: v.email,
    health_problem: v.health_problem,
    emergency_name: v.emergency_name,
    emergency_relation: v.emergency_relation,
    emergency_mobile_no: v.emergency_mobile_no,
    runner_team: v.runner_team,
    run_model_id: idOrZero(v.run_model_id),
    run_model_name: model ? model.name : '-',
    additional1: idOrZero(v.additional1),
    additional2: idOrZero(v.additional2),
    additional3: idOrZero(v.additional3),
    additional4: idOrZero(v.additional4),
    custom_field1: v.custom_field1,
  };
}

/** The form field an issue (or a server field 'runner_list.0.dob') belongs to. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const head = String(path[0] ?? '');
  return head === 'dob' ? 'birth' : head;
}

/**
 * The domain's rules for this person on the page, through schemaResolver: the first problem of each
 * field, in the page's language; what passes is the person's payload.
 */
export function runnerEditFormSchema(
  r: EditableRunner,
  event: EventDetail,
  rules: EventRules,
  lang: Language,
) {
  const schema = isTeamMember(r) ? teamMemberEditSchema(rules) : runnerEditSchema(rules);
  return formSchema<RunnerEditValues, Record<string, unknown>>(schema, {
    input: (v) => draftOf(r, v, event),
    field: formFieldOf,
    lang,
  });
}

/** The form's state as its parts take it. */
export type RunnerEditFormState = UseFormReturnType<RunnerEditValues, Record<string, unknown>>;

/** What every part of the edit-runner form is given. */
export interface RunnerEditPartProps {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  runner: EditableRunner;
  /** Team members 2..n: only a team member's fields. */
  member: boolean;
  form: RunnerEditFormState;
}
