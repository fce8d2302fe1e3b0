/**
 * Turns zod issues into one clear sentence in the caller's language, naming the field.
 * Schemas may carry a catalog key as their message (e.g. { message: 'v.mobile_digits' }).
 */
import type { Language } from './constants';

/** The part of a zod issue this module reads (zod 4 issue objects are structurally compatible). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: readonly unknown[];
  keys?: string[];
}

type Catalog = Record<string, string>;

const th: Catalog = {
  required: 'กรุณาระบุ',
  type: 'รูปแบบข้อมูลไม่ถูกต้อง (ต้องเป็น{{expected}})',
  too_short: 'ต้องมีอย่างน้อย {{n}} ตัวอักษร',
  too_long: 'ต้องมีไม่เกิน {{n}} ตัวอักษร',
  too_small_number: 'ต้องไม่น้อยกว่า {{n}}',
  too_big_number: 'ต้องไม่เกิน {{n}}',
  too_few_items: 'ต้องมีอย่างน้อย {{n}} รายการ',
  too_many_items: 'ต้องมีไม่เกิน {{n}} รายการ',
  format: 'รูปแบบไม่ถูกต้อง',
  email: 'รูปแบบอีเมลไม่ถูกต้อง',
  one_of: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: {{values}}',
  unknown_keys: 'มีข้อมูลที่ไม่รู้จัก: {{keys}}',
  invalid: 'ข้อมูลไม่ถูกต้อง',
  body: 'ข้อมูลที่ส่งมา',
  'expected.string': 'ข้อความ',
  'expected.number': 'ตัวเลข',
  'expected.int': 'จำนวนเต็ม',
  'expected.boolean': 'ค่าจริง/เท็จ',
  'expected.object': 'ออบเจ็กต์ JSON',
  'expected.array': 'รายการ',
  'v.event_key': 'รหัสกิจกรรมไม่ถูกต้อง',
};

const en: Catalog = {
  required: 'is required',
  type: 'has the wrong type (expected {{expected}})',
  too_short: 'must be at least {{n}} characters',
  too_long: 'must be at most {{n}} characters',
  too_small_number: 'must be at least {{n}}',
  too_big_number: 'must be at most {{n}}',
  too_few_items: 'must have at least {{n}} items',
  too_many_items: 'must have at most {{n}} items',
  format: 'has an invalid format',
  email: 'is not a valid e-mail address',
  one_of: 'must be one of: {{values}}',
  unknown_keys: 'has unknown fields: {{keys}}',
  invalid: 'is invalid',
  body: 'request body',
  'expected.string': 'text',
  'expected.number': 'a number',
  'expected.int': 'a whole number',
  'expected.boolean': 'true/false',
  'expected.object': 'a JSON object',
  'expected.array': 'a list',
  'v.event_key': 'is not a valid event key',
};

export const validationCatalogs: Record<Language, Catalog> = { th, en };

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** The field an issue is about, as the request named it: "runner_list.0.fname"; "" for the whole body. */
export function issueField(issue: Pick<IssueLike, 'path'>): string {
  return issue.path.map(String).join('.');
}

export function describeIssue(issue: IssueLike, lang: Language): string {
  const c = validationCatalogs[lang];
  const text = issueText(issue, c);
  const field = issueField(issue) || c.body!;
  return `${field}: ${text}`;
}

function issueText(issue: IssueLike, c: Catalog): string {
  if (c[issue.message]) return c[issue.message]!;
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/.test(issue.message)) return c.required!;
      const expected = c[`expected.${String(issue.expected)}`] ?? String(issue.expected);
      return fill(c.type!, { expected });
    }
    case 'too_small':
      if (issue.origin === 'string') return n <= 1 ? c.required! : fill(c.too_short!, { n });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(c.too_few_items!, { n });
      return fill(c.too_small_number!, { n });
    case 'too_big':
      if (issue.origin === 'string') return fill(c.too_long!, { n });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(c.too_many_items!, { n });
      return fill(c.too_big_number!, { n });
    case 'invalid_format':
      return issue.format === 'email' ? c.email! : c.format!;
    case 'invalid_value':
      return fill(c.one_of!, { values: (issue.values ?? []).map(String).join(', ') });
    case 'unrecognized_keys':
      return fill(c.unknown_keys!, { keys: (issue.keys ?? []).join(', ') });
    default:
      return c.invalid!;
  }
}
