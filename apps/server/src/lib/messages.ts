/** The server's own messages, in the caller's language. `{name}` placeholders take params. */
import type { Language } from '@raceday/domain';

const messages = {
  'http.not_found': { th: 'ไม่พบที่อยู่ที่เรียก', en: 'No such endpoint' },
  'http.bad_json': { th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', en: 'The request body is not valid JSON' },
  'http.unsupported_media': { th: 'รองรับเฉพาะข้อมูลแบบ JSON', en: 'Only JSON request bodies are accepted' },
  'http.too_large': { th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป', en: 'The request is too large' },
  'http.internal': {
    th: 'พบข้อผิดพลาดของระบบ กรุณาลองอีกครั้งหรือติดต่อผู้ดูแล',
    en: 'Something went wrong on our side; please try again or contact support',
  },
  'http.idempotency_key': {
    th: 'Idempotency-Key ต้องเป็นตัวอักษร ตัวเลข หรือขีด 8–100 ตัว',
    en: 'Idempotency-Key must be 8 to 100 letters, digits or dashes',
  },
  'event.not_found': { th: 'ไม่พบกิจกรรมนี้', en: 'Event not found' },
  'event.full': { th: 'ขณะนี้ผู้สมัครเต็มจำนวนแล้ว', en: 'Registration is now full' },
  'event.not_open': {
    th: 'กิจกรรมนี้ไม่ได้เปิดรับสมัครในขณะนี้',
    en: 'This event is not taking registrations at the moment',
  },
  'run_type.full': {
    th: 'ประเภท {name} มีผู้สมัครเต็มจำนวนแล้ว',
    en: '{name} is full',
  },
  'runner.exists': {
    th: 'ผู้สมัครเลขบัตร {id} ได้สมัครประเภท {runType} ของกิจกรรมนี้ไว้แล้ว',
    en: 'The runner with ID {id} is already registered for {runType} in this event',
  },
  'runner.free': { th: 'สามารถสมัครได้', en: 'This runner can be registered' },
  'run_type.not_found': { th: 'ไม่พบประเภทการแข่งขันนี้', en: 'Race type not found' },
  'coupon.found': { th: 'ใช้รหัสส่วนลดได้', en: 'The discount code is valid' },
  'coupon.not_found': { th: 'ไม่พบรหัสส่วนลดนี้', en: 'This discount code was not found' },
  'coupon.not_enabled': { th: 'กิจกรรมนี้ไม่มีรหัสส่วนลด', en: 'This event has no discount codes' },
  'coupon.not_yet': { th: 'รหัสส่วนลดนี้ยังไม่เริ่มใช้งาน', en: 'This discount code is not valid yet' },
  'coupon.expired': { th: 'รหัสส่วนลดนี้หมดอายุแล้ว', en: 'This discount code has expired' },
  'coupon.used_up': { th: 'รหัสส่วนลดนี้ถูกใช้ครบจำนวนแล้ว', en: 'This discount code has been fully used' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function messages2(key: MessageKey, params: MessageParams = {}): { th: string; en: string } {
  return { th: message(key, 'th', params), en: message(key, 'en', params) };
}
