/**
 * A refused order on the page: the server names a field of the order ('delivery_add_no') or of a
 * cart entry ('runner_list.1.team_member_obj.0.id_card'); the page shows it there, with the form's
 * own label for the field.
 */
import type { ParseKeys, TFunction } from 'i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { additionalLabel, customFieldLabel } from './event-view';
import { ADDRESS_FIELDS } from './order-checks';

export interface ServerProblems {
  /** Order-level fields (delivery_add_no, payment_method, ...). */
  fields: Record<string, string>;
  /** Problems of a cart entry, by index. */
  entries: Record<number, string>;
}
export const NO_PROBLEMS: ServerProblems = { fields: {}, entries: {} };

/** The order's own fields that the page shows a problem on. */
export const ORDER_FIELDS = new Set<string>([
  'delivery_type_id',
  ...ADDRESS_FIELDS,
  'payment_method',
  'coupon_code',
  'is_main_register',
]);

/** The form label of a runner field the server names (runner_list.N.<field>). */
const RUNNER_FIELD_LABELS: Record<string, 'additional' | ParseKeys> = {
  fname: 'registration.form.fname',
  lname: 'registration.form.lname',
  sex: 'registration.form.sex',
  dob: 'registration.form.birthDate',
  nationality: 'registration.form.nationality',
  id_card: 'registration.form.idCard',
  email: 'registration.form.email',
  mobile_no: 'registration.form.mobile',
  health_problem: 'registration.form.healthProblem',
  blood_group: 'registration.form.bloodGroup',
  emergency_name: 'registration.form.emergencyName',
  emergency_relation: 'registration.form.emergencyRelation',
  emergency_mobile_no: 'registration.form.emergencyMobile',
  runner_team: 'registration.form.runnerTeam',
  run_type_id: 'registration.form.runType',
  run_model_id: 'registration.form.runModel',
  t_shirt_id: 'registration.form.shirt',
  custom_field1: 'registration.form.customField',
  additional: 'additional',
};

/** 't_shirt_id' -> 'Shirt size', 'team_member_obj.0.id_card' -> 'Team member 2 · ID card ...'. */
export function runnerFieldLabel(
  path: string,
  ctx: { event: EventDetail; lang: Language; t: TFunction },
): string {
  const { event, lang, t } = ctx;
  const member = /^team_member_obj\.(\d+)\.(.+)$/.exec(path);
  if (member) {
    const inner = runnerFieldLabel(member[2]!, ctx);
    const who = t('registration.form.member', { n: Number(member[1]) + 2 });
    return inner ? `${who} · ${inner}` : who;
  }
  if (path === 'custom_field1' && customFieldLabel(event, lang).trim()) return customFieldLabel(event, lang);
  const key = RUNNER_FIELD_LABELS[path.replace(/^additional\d$/, 'additional')];
  if (key === 'additional') {
    const slot = Number(path.slice(-1));
    const select = event.additional_selects.find((a) => a.slot === slot);
    return select ? additionalLabel(select, lang) : '';
  }
  return key ? t(key) : '';
}
