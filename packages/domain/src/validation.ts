/**
 * Turns zod issues into one clear sentence in the caller's language, naming the field.
 * Schemas may carry a catalog key as their message (e.g. { message: 'v.mobile_digits' }).
 */
import { z } from 'zod';
import type { Language } from './constants';

// One rule for every schema of the product: a missing value is "required", whatever its type.
// Messages set on a schema itself (e.g. 'v.terms') still take precedence.
z.config({ customError: (iss) => (iss.input === undefined ? 'v.required' : undefined) });

/** The part of a zod issue this module reads (zod 4 issue objects are structurally compatible). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  origin?: string;
  minimum?: number | bigint;
  inclusive?: boolean;
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
  greater_than: 'ต้องมากกว่า {{n}}',
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
  'v.event_key': 'ใช้ได้เฉพาะตัวอักษรอังกฤษพิมพ์เล็ก a-z ตัวเลข 0-9 และขีด (-) ยาว 3–64 ตัว ไม่ขึ้นต้นหรือลงท้ายด้วยขีด',
  'v.required': 'กรุณาระบุ',
  'v.name_chars': 'ใช้ได้เฉพาะตัวอักษร เว้นวรรค จุด และขีด',
  'v.mobile_digits': 'ต้องเป็นตัวเลข 10 หลัก',
  'v.id_card_length': 'ต้องมีตัวอักษรหรือตัวเลข 5–20 ตัว',
  'v.dob': 'วันเกิดไม่ถูกต้อง (ปีเกิด พ.ศ. 2477–2565)',
  'v.email': 'รูปแบบอีเมลไม่ถูกต้อง',
  'v.emergency_mobile': 'ต้องเป็นตัวเลข 10–15 หลัก',
  'v.team_members': 'กรุณาระบุข้อมูลสมาชิกทีมให้ครบทุกคน',
  'v.no_team_members': 'ประเภทการแข่งขันนี้ไม่มีสมาชิกทีม',
  'v.duplicate_id_card': 'คุณได้เพิ่มผู้สมัครรายนี้แล้ว (เลขบัตรซ้ำในรายการ)',
  'v.main_register': 'กรุณาเลือกผู้สมัครหลักจากรายชื่อผู้สมัคร',
  'v.coupon_code': 'รหัสส่วนลดต้องมี 8 ตัวอักษร',
  'v.coupon_one_runner': 'ใช้รหัสส่วนลดได้เมื่อมีผู้สมัคร 1 คนเท่านั้น กรุณาลดจำนวนผู้สมัครเหลือ 1 คน',
  'v.payment_method': 'กรุณาเลือกวิธีชำระเงิน',
  'v.terms': 'กรุณายอมรับข้อตกลงและเงื่อนไขการสมัคร',
  'v.condition': 'กรุณายอมรับเงื่อนไขเพิ่มเติมของกิจกรรม',
  'v.postcode': 'ต้องเป็นตัวเลข 5 หลัก',
  'v.not_editable': 'แก้ไขไม่ได้',
  'v.bib_prefix': 'ใช้ได้เฉพาะตัวอักษรอังกฤษหรือตัวเลข ไม่เกิน 4 ตัว',
  'v.bib_start': 'ต้องเป็นตัวเลข 1–6 หลัก',
  'v.postcode_chars': 'ใช้ได้เฉพาะตัวเลข ตัวอักษรอังกฤษ เว้นวรรค และขีด',
  'v.search_min': 'ต้องว่างไว้ หรือมีอย่างน้อย 3 ตัวอักษร',
  'v.thai_id_checksum': 'เลขบัตรประชาชนไม่ถูกต้อง (ต้องเป็นเลข 13 หลักที่ถูกต้อง) กรุณาตรวจสอบอีกครั้ง',
  'v.not_offered': 'ไม่มีตัวเลือกนี้ในกิจกรรมนี้',
  'v.address_id': 'รหัสพื้นที่ไม่ถูกต้อง',
  'v.order_uuid': 'รหัสคำสั่งซื้อไม่ถูกต้อง',
  'v.card_token': 'ข้อมูลบัตรไม่ถูกต้อง กรุณากรอกข้อมูลบัตรใหม่',
  'v.card_number': 'หมายเลขบัตรต้องเป็นตัวเลข 12–19 หลัก',
  'v.card_cvc': 'รหัส CVV ต้องเป็นตัวเลข 3–4 หลัก',
  'v.check_mobile': 'กรุณาระบุเบอร์โทรศัพท์อย่างน้อย 10 หลัก',
  'v.check_name': 'กรุณาระบุชื่ออย่างน้อย 4 ตัวอักษร',
  'v.slip_time': 'กรุณาระบุเวลาโอนในรูปแบบ HH:mm เช่น 06:00',
  'v.password_short': 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  'v.address_unknown': 'ไม่พบที่อยู่นี้ กรุณาเลือกตำบล อำเภอ และจังหวัดจากรายการตามรหัสไปรษณีย์',
  'v.postcode_unknown': 'ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง',
  'v.event_key_reserved': 'ชื่อนี้เป็นชื่อหน้าของระบบ กรุณาใช้ชื่ออื่น',
  'v.event_key_taken': 'มีกิจกรรมที่ใช้ชื่อนี้แล้ว',
  'v.baht': 'ต้องเป็นจำนวนเงินไม่เกินทศนิยม 2 ตำแหน่ง',
  'v.moment': 'กรุณาระบุทั้งวันที่และเวลา (ชั่วโมง:นาที)',
  'v.date': 'กรุณาระบุวันที่ให้ครบ (วัน เดือน ปี)',
  'v.end_before_start': 'ต้องอยู่หลังเวลาเริ่มต้น',
  'v.limit_below_taken': 'ต้องไม่น้อยกว่าจำนวนที่มีผู้สมัครแล้ว ({{n}})',
  'v.tier_overlap': 'ช่วงเวลาซ้อนกับราคาช่วงอื่นของประเภทการแข่งขันนี้',
  'v.coupon_taken': 'มีรหัสส่วนลดนี้ในกิจกรรมแล้ว',
  'v.not_in_event': 'ไม่มีรายการนี้ในกิจกรรมนี้',
  'v.no_organizer': 'ไม่พบบัญชีผู้จัดงานที่ใช้อีเมลนี้',
  'v.slot_taken': 'ช่องนี้มีตัวเลือกเพิ่มเติมแล้ว',
  'v.refund_above': 'คืนเงินได้ไม่เกิน {{n}} บาท (ยอดที่ชำระแล้วและยังไม่ได้คืน)',
  'v.refund_reference': 'กรุณากรอกเลขอ้างอิงการโอนเงินคืน',
  'v.age_min': 'ต้องมีอายุอย่างน้อย {{n}} ปีในวันแข่ง',
  'v.age_max': 'ต้องมีอายุไม่เกิน {{n}} ปีในวันแข่ง',
  'v.age_limits': 'อายุขั้นต่ำต้องไม่มากกว่าอายุสูงสุด',
  'v.start_time': 'กรุณาระบุเวลาในรูปแบบ HH:mm เช่น 04:30 หรือเว้นว่าง',
  'v.single_line': 'ต้องเป็นข้อความบรรทัดเดียว ไม่มีการขึ้นบรรทัดใหม่ แท็บ หรืออักขระควบคุม',
  'v.tracking_no': 'เลขพัสดุ EMS ต้องเป็นตัวอักษร 2 ตัว ตัวเลข 9 หลัก และ TH เช่น EF123456789TH',
  'v.tracking_order': 'ไม่มีคำสั่งซื้อนี้ในกิจกรรมนี้',
  'v.tracking_not_paid': 'คำสั่งซื้อนี้ไม่ได้อยู่ในสถานะชำระแล้ว',
  'v.tracking_not_posted': 'คำสั่งซื้อนี้ไม่ได้เลือกจัดส่งทางไปรษณีย์',
  'v.tracking_twice': 'คำสั่งซื้อนี้อยู่ในไฟล์มากกว่าหนึ่งแถว',
  'v.tracking_file': 'ต้องเป็นไฟล์ .xlsx ที่มีคอลัมน์รหัสคำสั่งซื้อและเลขพัสดุ อย่างน้อยหนึ่งแถว',
  'v.tracking_file_unpacked':
    'ไฟล์นี้ขยายออกแล้วใหญ่เกิน 24 MB กรุณาเก็บไว้เฉพาะคอลัมน์รหัสคำสั่งซื้อและเลขพัสดุ (ไม่เกิน 20,000 แถว)',
};

const en: Catalog = {
  required: 'is required',
  type: 'has the wrong type (expected {{expected}})',
  too_short: 'must be at least {{n}} characters',
  too_long: 'must be at most {{n}} characters',
  too_small_number: 'must be at least {{n}}',
  greater_than: 'must be greater than {{n}}',
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
  'v.event_key':
    'may use only lower-case letters a-z, digits 0-9 and dashes (-), 3–64 characters, not starting or ending with a dash',
  'v.required': 'is required',
  'v.name_chars': 'may contain only letters, spaces, dots, hyphens and apostrophes',
  'v.mobile_digits': 'must be exactly 10 digits',
  'v.id_card_length': 'must be 5 to 20 letters or digits',
  'v.dob': 'is not a valid date of birth (born 1934–2022)',
  'v.email': 'is not a valid e-mail address',
  'v.emergency_mobile': 'must be 10 to 15 digits',
  'v.team_members': 'must list every other member of the team',
  'v.no_team_members': 'takes no team members for this race type',
  'v.duplicate_id_card': 'You have added this runner (the ID is already in the list)',
  'v.main_register': 'must be the ID of one of the runners',
  'v.coupon_code': 'must be 8 characters',
  'v.coupon_one_runner': 'works with one runner only; reduce the number of applicants to 1',
  'v.payment_method': 'choose a payment method',
  'v.terms': 'the terms and conditions must be accepted',
  'v.condition': "the event's own conditions must be accepted",
  'v.postcode': 'must be 5 digits',
  'v.not_editable': 'cannot be changed',
  'v.bib_prefix': 'may hold only up to 4 English letters or digits',
  'v.bib_start': 'must be 1 to 6 digits',
  'v.postcode_chars': 'may hold only digits, English letters, spaces and hyphens',
  'v.search_min': 'must be empty or at least 3 characters',
  'v.thai_id_checksum':
    'This is not a valid Thai ID number (13 digits with a valid check digit); please check it',
  'v.not_offered': 'is not offered by this event',
  'v.address_id': 'is not a valid area code',
  'v.order_uuid': 'is not a valid order id',
  'v.card_token': 'is not a valid card token; please enter the card again',
  'v.card_number': 'must be 12 to 19 digits',
  'v.card_cvc': 'must be 3 or 4 digits',
  'v.check_mobile': 'must be a mobile number of at least 10 digits',
  'v.check_name': 'must be at least 4 letters of a first name',
  'v.slip_time': 'must be the transfer time as HH:mm, e.g. 06:00',
  'v.password_short': 'must be at least 8 characters',
  'v.address_unknown':
    'does not match the postcode; choose the sub-district, district and province from the lists',
  'v.postcode_unknown': 'postcode not found; please check it',
  'v.event_key_reserved': 'is the name of a page of the site; choose another',
  'v.event_key_taken': 'is already used by another event',
  'v.baht': 'must be an amount with at most 2 decimals',
  'v.moment': 'needs both a date and a time (hours:minutes)',
  'v.date': 'needs a whole date (day, month and year)',
  'v.end_before_start': 'must be after the start',
  'v.limit_below_taken': 'must not be below the places already taken ({{n}})',
  'v.tier_overlap': 'overlaps another price tier of this race type',
  'v.coupon_taken': 'is already a coupon of this event',
  'v.not_in_event': 'is not part of this event',
  'v.no_organizer': 'is not the e-mail of an organizer account',
  'v.slot_taken': 'already holds a select of this event',
  'v.refund_above': 'must be at most {{n}} baht (paid and not refunded yet)',
  'v.refund_reference': "enter the refund transfer's reference",
  'v.age_min': 'must be at least {{n}} on race day',
  'v.age_max': 'must be at most {{n}} on race day',
  'v.age_limits': 'must not be above the maximum age',
  'v.start_time': 'must be a time as HH:mm, e.g. 04:30, or empty',
  'v.single_line': 'must be one line, without line breaks, tabs or control characters',
  'v.tracking_no': 'must be an EMS number: 2 letters, 9 digits and TH, e.g. EF123456789TH',
  'v.tracking_order': 'is not an order of this event',
  'v.tracking_not_paid': 'is not a paid order',
  'v.tracking_not_posted': 'is not an order sent by post',
  'v.tracking_twice': 'is on more than one row of the file',
  'v.tracking_file': 'must be an .xlsx file with an order id and a tracking number column, one row at least',
  'v.tracking_file_unpacked':
    'unpacks to more than 24 MB: keep only the order id and tracking number columns (20,000 rows at most)',
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
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  if (c[issue.message]) return fill(c[issue.message]!, { n });
  switch (issue.code) {
    case 'invalid_type': {
      const expected = c[`expected.${String(issue.expected)}`] ?? String(issue.expected);
      return fill(c.type!, { expected });
    }
    case 'too_small':
      if (issue.origin === 'string') return n <= 1 ? c.required! : fill(c.too_short!, { n });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(c.too_few_items!, { n });
      return fill(issue.inclusive === false ? c.greater_than! : c.too_small_number!, { n });
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
