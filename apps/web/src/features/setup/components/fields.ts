/**
 * The setup forms are described, not written out: each field names its key (the request's field and
 * its label in `setup.field`) and its kind, which says how the input shows the view's value and how
 * the form's value is sent (money in baht, moments as Bangkok time with +07:00, an empty limit as null).
 */
import type thSetup from '@/locales/th/areas/setup.json';

export type FieldName = keyof typeof thSetup.setup.field;

export type FieldKind =
  'text' | 'textarea' | 'html' | 'date' | 'moment' | 'int' | 'money' | 'bool' | 'select' | 'multi';

export interface FieldSpec {
  name: FieldName;
  kind: FieldKind;
  /** Empty is sent as null (no limit, every race type). */
  nullable?: boolean;
  /** A select's choices; `numeric` ones are sent as numbers. */
  options?: { value: string; label: string }[];
  numeric?: boolean;
  /** Across the whole form. */
  wide?: boolean;
}

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** An ISO moment as the wall-clock time in Bangkok, the way a datetime-local input holds it. */
export function isoToBangkok(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 16);
}

/** A datetime-local value ('2027-01-31T09:00') as a moment in Bangkok time. */
export function bangkokToIso(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+07:00`;
}

export function toFormValue(spec: FieldSpec, raw: unknown): FormValue {
  switch (spec.kind) {
    case 'bool':
      return raw === true;
    case 'moment':
      return typeof raw === 'string' && raw !== '' ? isoToBangkok(raw) : '';
    case 'multi':
      return Array.isArray(raw) ? raw.map(String) : [];
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

/** The request's value of a field; undefined leaves it out (the server's default, or its "required"). */
export function fromFormValue(spec: FieldSpec, value: FormValue): unknown {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(Number);
  const text = value.trim();
  switch (spec.kind) {
    case 'moment':
      return text === '' ? (spec.nullable ? null : undefined) : bangkokToIso(text);
    case 'int':
    case 'money':
      if (text === '') return spec.nullable ? null : undefined;
      return Number(text.replace(/,/g, ''));
    case 'select':
      if (text === '') return spec.nullable ? null : undefined;
      return spec.numeric ? Number(text) : text;
    case 'text':
    case 'textarea':
      return value;
    default:
      return text;
  }
}

export function formValuesOf(fields: FieldSpec[], source: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, toFormValue(f, source[f.name])]));
}

const same = (a: FormValue, b: FormValue) => JSON.stringify(a) === JSON.stringify(b);

/** What to send: every field (a new item) or only those changed from `initial`. */
export function requestBody(
  fields: FieldSpec[],
  values: FormValues,
  initial: FormValues | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.name]!;
    if (initial && same(value, initial[f.name]!)) continue;
    const sent = fromFormValue(f, value);
    if (sent !== undefined || initial) body[f.name] = sent ?? null;
  }
  return body;
}

// ---- the forms of the setup page ---------------------------------------------------------------

const text = (name: FieldName, wide = false): FieldSpec => ({ name, kind: 'text', wide });
const area = (name: FieldName): FieldSpec => ({ name, kind: 'textarea', wide: true });
/** A text the public page shows as organizer HTML: a rich-text editor. */
const html = (name: FieldName): FieldSpec => ({ name, kind: 'html', wide: true });
const bool = (name: FieldName): FieldSpec => ({ name, kind: 'bool' });
const int = (name: FieldName, nullable = false): FieldSpec => ({ name, kind: 'int', nullable });
const money = (name: FieldName): FieldSpec => ({ name, kind: 'money' });
const moment = (name: FieldName, nullable = false): FieldSpec => ({ name, kind: 'moment', nullable });

export const PAYMENT_METHOD_NAMES = ['OPN', 'DIRECT', 'FREE'] as const;

export const basicsFields = (paymentMethods: { value: string; label: string }[]): FieldSpec[] => [
  text('title'),
  text('title_en'),
  text('location'),
  text('location_en'),
  { name: 'event_date', kind: 'date' },
  int('max_runner_register_per_order'),
  text('event_date_text'),
  text('event_date_text_en'),
  moment('registration_start_at'),
  moment('registration_end_at'),
  { name: 'payment_method', kind: 'select', options: paymentMethods },
  money('system_fee_amt'),
  text('payment_bank_name'),
  text('payment_account_no'),
  text('payment_account_name'),
  int('slip_hold_hours'),
  int('participant_limit', true),
  bool('is_system_fee'),
  bool('is_free_payment_fee'),
  bool('is_limit_participate'),
  bool('is_coupon'),
  bool('is_production_mode'),
];

export const formFields: FieldSpec[] = [
  bool('is_require_id_card'),
  bool('is_relaxed_id'),
  bool('validate_email'),
  bool('is_require_health_problem'),
  bool('is_require_blood_group'),
  bool('is_require_emergency_name'),
  bool('is_require_emergency_relation'),
  bool('is_require_emergency_mobile_no'),
  bool('is_run_model'),
  bool('is_enable_checkbib_function'),
  bool('is_custom_field1'),
  bool('is_custom_field1_require'),
  text('custom_field1_name'),
  text('custom_field1_name_en'),
];

export const textsFields: FieldSpec[] = [
  html('content'),
  html('content_en'),
  html('organizer_info'),
  html('organizer_info_en'),
  html('condition'),
  html('condition_en'),
  area('txt_message_registed'),
  area('txt_message_registed_en'),
];

const names = [text('name'), text('name_en')];
const descriptions = [area('description'), area('description_en')];

export const runTypeFields: FieldSpec[] = [
  ...names,
  money('price'),
  int('team_size'),
  int('participant_limit', true),
  int('min_age', true),
  int('max_age', true),
  text('start_time'),
  int('sort_order'),
  text('bib_prefix'),
  int('bib_start', true),
  ...descriptions,
];

export const priceTierFields: FieldSpec[] = [
  ...names,
  money('price'),
  moment('starts_at'),
  moment('ends_at'),
];

export const runModelFields: FieldSpec[] = [...names, int('sort_order')];

export const shirtFields = (runTypes: { value: string; label: string }[]): FieldSpec[] => [
  ...names,
  { name: 'run_type_id', kind: 'select', options: runTypes, numeric: true, nullable: true },
  money('additional_price'),
  int('stock', true),
  int('sort_order'),
];

export const deliveryFields: FieldSpec[] = [
  ...names,
  money('price'),
  money('price_additional'),
  int('sort_order'),
  bool('is_require_address'),
  ...descriptions,
];

export const couponFields = (
  discountTypes: { value: string; label: string }[],
  runTypes: { value: string; label: string }[],
): FieldSpec[] => [
  text('code'),
  { name: 'discount_type', kind: 'select', options: discountTypes },
  money('discount'),
  int('usage_limit', true),
  moment('valid_from', true),
  moment('valid_until', true),
  { name: 'run_type_ids', kind: 'multi', options: runTypes, wide: true },
  bool('is_active'),
  ...descriptions,
];

export const additionalSelectFields: FieldSpec[] = [
  int('slot'),
  text('label'),
  text('label_en'),
  bool('is_require'),
];

export const additionalOptionFields: FieldSpec[] = [...names, int('sort_order')];
