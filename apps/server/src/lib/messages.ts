/** The server's own messages, in the caller's language. */
import type { Language } from '@raceday/domain';

const messages = {
  'http.not_found': { th: 'ไม่พบที่อยู่ที่เรียก', en: 'No such endpoint' },
  'http.bad_json': { th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', en: 'The request body is not valid JSON' },
  'http.unsupported_media': { th: 'รองรับเฉพาะข้อมูลแบบ JSON', en: 'Only JSON request bodies are accepted' },
  'http.too_large': { th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป', en: 'The request is too large' },
  'http.method': { th: 'ไม่รองรับวิธีเรียกนี้', en: 'Method not allowed' },
  'http.internal': {
    th: 'พบข้อผิดพลาดของระบบ กรุณาลองอีกครั้งหรือติดต่อผู้ดูแล',
    en: 'Something went wrong on our side; please try again or contact support',
  },
  'event.not_found': { th: 'ไม่พบกิจกรรมนี้', en: 'Event not found' },
  'event.full': { th: 'ขณะนี้ผู้สมัครเต็มจำนวนแล้ว', en: 'Registration is now full' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function message(key: MessageKey, lang: Language): string {
  return messages[key][lang];
}
