/**
 * Every text of the e-mails runners get (services/email-templates.ts), in Thai and English.
 * `{name}` placeholders take params; the values are escaped by the template, never here.
 */
import type { Language } from '@raceday/domain';

const emailMessages = {
  'order_created.subject': {
    th: 'ได้รับคำสั่งซื้อแล้ว กรุณาชำระเงิน: {event}',
    en: 'Order received, payment due: {event}',
  },
  'order_created.heading': { th: 'ได้รับคำสั่งซื้อของคุณแล้ว', en: 'We have your order' },
  'order_created.intro': {
    th: 'สวัสดีคุณ {name} ขอบคุณที่สมัคร {event} คำสั่งซื้อของคุณจะสมบูรณ์เมื่อชำระเงินแล้ว',
    en: 'Hello {name}, thank you for registering for {event}. Your order is complete once it is paid.',
  },
  'order_created.deadline': {
    th: 'กรุณาชำระเงินภายใน {deadline} มิฉะนั้นคำสั่งซื้อจะถูกยกเลิกและคืนที่ให้ผู้อื่น',
    en: 'Please pay by {deadline}; after that the order expires and its places go to other runners.',
  },
  'order_created.how.PP_OPN': {
    th: 'ชำระด้วย QR พร้อมเพย์ที่หน้าคำสั่งซื้อ (สแกนด้วยแอปธนาคาร)',
    en: 'Pay with the PromptPay QR code on the order page (scan it with your banking app).',
  },
  'order_created.how.CC_OPN': {
    th: 'ชำระด้วยบัตรเครดิตหรือบัตรเดบิตที่หน้าคำสั่งซื้อ',
    en: 'Pay by credit or debit card on the order page.',
  },
  'order_created.how.DIRECT': {
    th: 'โอนเงินเข้าบัญชี {bank} เลขที่ {account_no} ชื่อบัญชี {account_name} แล้วแนบสลิปที่หน้าคำสั่งซื้อ',
    en: 'Transfer to {bank} account {account_no} ({account_name}), then upload the slip on the order page.',
  },
  'order_created.how.other': {
    th: 'ดูวิธีชำระเงินที่หน้าคำสั่งซื้อ',
    en: 'See how to pay on the order page.',
  },
  'order_created.button': { th: 'ไปที่หน้าคำสั่งซื้อเพื่อชำระเงิน', en: 'Open the order page to pay' },
  'payment_confirmed.subject': {
    th: 'ยืนยันการชำระเงิน: {event}',
    en: 'Payment confirmed: {event}',
  },
  'payment_confirmed.heading': { th: 'การสมัครของคุณเสร็จสมบูรณ์', en: 'You are registered' },
  'payment_confirmed.intro': {
    th: 'สวัสดีคุณ {name} เราได้รับการชำระเงินของคุณแล้ว การสมัคร {event} เสร็จสมบูรณ์',
    en: 'Hello {name}, we have your payment: your registration for {event} is complete.',
  },
  'payment_confirmed.intro_free': {
    th: 'สวัสดีคุณ {name} การสมัคร {event} ของคุณเสร็จสมบูรณ์แล้ว',
    en: 'Hello {name}, your registration for {event} is complete.',
  },
  'payment_confirmed.entries': { th: 'ผู้สมัคร', en: 'Entries' },
  'payment_confirmed.button': { th: 'ดูคำสั่งซื้อ', en: 'View the order' },
  'label.order': { th: 'เลขที่คำสั่งซื้อ', en: 'Order' },
  'label.amount': { th: 'ยอดชำระ', en: 'Amount' },
  'label.amount_value': { th: '{amount} บาท', en: 'THB {amount}' },
  'label.event_date': { th: 'วันงาน', en: 'Race day' },
  'label.race_type': { th: 'ประเภท', en: 'Race' },
  'label.run_model': { th: 'รูปแบบ', en: 'Model' },
  'label.shirt': { th: 'เสื้อ', en: 'Shirt' },
  'label.bib': { th: 'หมายเลขบิบ', en: 'Bib number' },
  'label.bib_pending': { th: 'จะแจ้งภายหลัง', en: 'to be announced' },
  'label.pickup': { th: 'รับของที่งาน', en: 'Pickup' },
  'label.delivery': { th: 'จัดส่ง', en: 'Delivery' },
  'label.how_to_pay': { th: 'วิธีชำระเงิน', en: 'How to pay' },
  'label.link': { th: 'ลิงก์คำสั่งซื้อ', en: 'Order link' },
  'label.organizer': { th: 'ติดต่อผู้จัดงาน', en: 'Organizer contact' },
  'footer.automatic': {
    th: 'อีเมลนี้ส่งโดยอัตโนมัติจาก RaceDay กรุณาอย่าตอบกลับ',
    en: 'This e-mail was sent automatically by RaceDay; please do not reply to it.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type EmailMessageKey = keyof typeof emailMessages;

/** The text of `key` in `lang`, with `{name}` replaced by params (raw: the caller escapes for HTML). */
export function emailText(
  key: EmailMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return emailMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
