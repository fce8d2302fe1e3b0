/**
 * A person's fields as the registration and order-edit forms hold them: strings, as inputs do, with
 * the birth date in three selects whose year is Gregorian (the select shows the Buddhist era).
 */
export interface BirthParts {
  birth_day: string;
  birth_month: string;
  birth_year: string;
}
export type BirthPart = keyof BirthParts;

/** What every person of an entry has: a runner, a team captain and team members 2..n. */
export interface PersonValues extends BirthParts {
  fname: string;
  lname: string;
  sex: string;
  mobile_no: string;
  blood_group: string;
  t_shirt_id: string;
}

/** A runner's (or team captain's) own fields beyond a team member's. */
export interface RunnerValues extends PersonValues {
  nationality: string;
  email: string;
  health_problem: string;
  emergency_name: string;
  emergency_relation: string;
  emergency_mobile_no: string;
  runner_team: string;
  run_model_id: string;
  additional1: string;
  additional2: string;
  additional3: string;
  additional4: string;
  custom_field1: string;
}

/** 'YYYY-MM-DD' from the three selects, or undefined while any is missing (the schema: "required"). */
export function dobOf(v: BirthParts): string | undefined {
  if (!v.birth_day || !v.birth_month || !v.birth_year) return undefined;
  return `${v.birth_year}-${v.birth_month}-${v.birth_day}`;
}

export function birthParts(dob: string | null | undefined): BirthParts {
  const [y = '', m = '', d = ''] = (dob ?? '').split('-');
  return { birth_year: y, birth_month: m, birth_day: d };
}

/** The error a birth-date part clears: 'members.0.birth_day' -> 'members.0.birth'. */
export const birthErrorPath = (path: string) => path.replace(/birth_(day|month|year)$/, 'birth');

/** A stored id as a select holds it: '' for none (0). */
export const idText = (id: number | null | undefined) => (id ? String(id) : '');

type ChoiceField =
  'run_model_id' | 't_shirt_id' | 'additional1' | 'additional2' | 'additional3' | 'additional4';

/** A stored runner's choices (ids) as the form's selects hold them. */
export const choiceValues = (
  r: Record<ChoiceField, number | null | undefined>,
): Pick<RunnerValues, ChoiceField> => ({
  run_model_id: idText(r.run_model_id),
  t_shirt_id: idText(r.t_shirt_id),
  additional1: idText(r.additional1),
  additional2: idText(r.additional2),
  additional3: idText(r.additional3),
  additional4: idText(r.additional4),
});

/** An empty choice is left out, so that the schema reads it as "required". */
export const orUndefined = (s: string) => (s === '' ? undefined : s);
