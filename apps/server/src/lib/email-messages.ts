/**
 * Every text of the e-mails (services/email-templates.ts), runners' and staff's, in Thai and English.
 * `{name}` placeholders take params (filled by lib/messages.ts's fillText, as the server's messages
 * are); the values are escaped by the template, never here.
 */
import type { Language } from '@raceday/domain';
import { fillText } from './messages';

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
  'payment_confirmed.pickup_qr': {
    th: 'แสดง QR นี้ที่จุดรับอุปกรณ์ (BIB และเสื้อ)',
    en: 'Show this QR code at the kit pick-up (bib and shirt)',
  },
  'payment_confirmed.pickup_qr_alt': { th: 'QR รับอุปกรณ์ของ {name}', en: 'Kit pick-up QR of {name}' },
  'payment_confirmed.pickup_text': {
    th: 'QR รับอุปกรณ์: อยู่ในอีเมลฉบับ HTML และที่หน้าคำสั่งซื้อ แสดงที่จุดรับอุปกรณ์',
    en: 'Kit pick-up QR: in the HTML version of this e-mail and on the order page; show it at the kit pick-up',
  },
  'slip_received.subject': {
    th: 'ได้รับสลิปการโอนเงินแล้ว: {event}',
    en: 'Transfer slip received: {event}',
  },
  'slip_received.heading': { th: 'เราได้รับสลิปของคุณแล้ว', en: 'We have your transfer slip' },
  'slip_received.intro': {
    th: 'สวัสดีคุณ {name} เราได้รับสลิปการโอนเงินสำหรับคำสั่งซื้อ {event} ของคุณแล้ว ผู้จัดงานจะตรวจสอบยอดเงินและยืนยันการชำระเงิน',
    en: 'Hello {name}, we have received the transfer slip for your {event} order. The organizer will check the transfer and confirm your payment.',
  },
  'slip_received.next': {
    th: 'ที่นั่งของคุณยังถูกจองไว้ระหว่างรอการตรวจสอบ เมื่อยืนยันแล้วคุณจะได้รับอีเมลยืนยันการชำระเงินอีกฉบับ',
    en: 'Your places stay held while the slip is checked; you will get another e-mail once the payment is confirmed.',
  },
  'slip_received.button': { th: 'ดูคำสั่งซื้อ', en: 'View the order' },
  'order_closed.subject.DELETE': {
    th: 'คำสั่งซื้อถูกยกเลิก: {event}',
    en: 'Order cancelled: {event}',
  },
  'order_closed.subject.EXPIRED': {
    th: 'คำสั่งซื้อหมดเวลาชำระเงิน: {event}',
    en: 'Order expired: {event}',
  },
  'order_closed.heading.DELETE': { th: 'คำสั่งซื้อของคุณถูกยกเลิก', en: 'Your order was cancelled' },
  'order_closed.heading.EXPIRED': {
    th: 'คำสั่งซื้อของคุณหมดเวลาชำระเงิน',
    en: 'Your order has expired',
  },
  'order_closed.intro.DELETE': {
    th: 'สวัสดีคุณ {name} ผู้จัดงาน {event} ได้ยกเลิกคำสั่งซื้อของคุณ ที่นั่งของคำสั่งซื้อนี้ถูกคืนให้ผู้สมัครคนอื่นแล้ว',
    en: 'Hello {name}, the organizer of {event} has cancelled your order, and its places were released to other runners.',
  },
  'order_closed.intro.EXPIRED': {
    th: 'สวัสดีคุณ {name} คำสั่งซื้อ {event} ของคุณไม่ได้ชำระเงินภายในเวลาที่กำหนด จึงหมดอายุ และที่นั่งถูกคืนให้ผู้สมัครคนอื่นแล้ว',
    en: 'Hello {name}, your {event} order was not paid in time, so it has expired and its places were released to other runners.',
  },
  'order_closed.again': {
    th: 'หากยังต้องการเข้าร่วม กรุณาสมัครใหม่ที่หน้ากิจกรรมขณะที่ยังมีที่ว่าง',
    en: 'To take part, register again on the event page while places are left.',
  },
  'order_closed.paid': {
    th: 'หากคุณชำระเงินไปแล้ว กรุณาติดต่อผู้จัดงานพร้อมเลขที่คำสั่งซื้อ',
    en: 'If you have already paid, contact the organizer with your order number.',
  },
  'order_closed.button': { th: 'สมัครใหม่', en: 'Register again' },
  'staff_invitation.subject': {
    th: 'คำเชิญร่วมงาน {event} บน RaceDay',
    en: 'Your invitation to {event} on RaceDay',
  },
  'staff_invitation.heading': { th: 'คุณได้รับคำเชิญ', en: 'You are invited' },
  'staff_invitation.intro': {
    th: 'สวัสดี {inviter} ได้เชิญคุณเป็น{role}ของ {event} บน RaceDay',
    en: 'Hello, {inviter} has invited you to {event} on RaceDay as {role}.',
  },
  'staff_invitation.role.organizer': { th: 'ผู้จัดงาน', en: 'an organizer' },
  'staff_invitation.role.desk': { th: 'เจ้าหน้าที่จุดรับ BIB', en: 'bib pick-up desk staff' },
  'staff_invitation.role_name.organizer': { th: 'ผู้จัดงาน', en: 'Organizer' },
  'staff_invitation.role_name.desk': { th: 'เจ้าหน้าที่จุดรับ BIB', en: 'Bib pick-up desk' },
  'staff_invitation.does.organizer': {
    th: 'คุณจะดูแลคำสั่งซื้อ การชำระเงิน รายงาน และหมายเลขบิบของงานนี้',
    en: "You will look after the event's orders, payments, reports and bib numbers.",
  },
  'staff_invitation.does.desk': {
    th: 'คุณจะบันทึกการรับ BIB ของผู้สมัครในวันงาน',
    en: "You will record the runners' bib pick-up on race day.",
  },
  'staff_invitation.password': {
    th: 'ตั้งรหัสผ่านของคุณด้วยลิงก์ด้านล่างเพื่อเริ่มใช้งาน ลิงก์นี้ใช้ได้ {days} วัน',
    en: 'Set your password with the link below to start; the link is valid for {days} days.',
  },
  'staff_invitation.ignore': {
    th: 'หากคุณไม่รู้จักงานนี้ ไม่ต้องทำอะไร ลิงก์จะหมดอายุเอง',
    en: 'If you do not know this event, ignore this e-mail: the link expires by itself.',
  },
  'staff_invitation.button': { th: 'ตั้งรหัสผ่าน', en: 'Set your password' },
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
  'label.slip_time': { th: 'เวลาโอนตามสลิป', en: 'Transfer time on the slip' },
  'label.event_link': { th: 'ลิงก์กิจกรรม', en: 'Event page' },
  'label.event': { th: 'กิจกรรม', en: 'Event' },
  'label.role': { th: 'บทบาท', en: 'Role' },
  'label.inviter': { th: 'ผู้เชิญ', en: 'Invited by' },
  'label.password_link': { th: 'ลิงก์ตั้งรหัสผ่าน', en: 'Password link' },
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
  return fillText(emailMessages[key][lang], params);
}
