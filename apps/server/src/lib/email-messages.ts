/**
 * Every text of the e-mails (services/mail/email-templates.ts), runners' and staff's, in Thai and English.
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
  'payment_confirmed.late': {
    th: 'การชำระเงินของคุณมาถึงหลังหมดเวลาชำระ แต่ยังมีที่ว่าง คำสั่งซื้อจึงกลับมาใช้ได้และการสมัครของคุณสมบูรณ์ หากคุณได้รับอีเมลแจ้งว่าคำสั่งซื้อหมดเวลา ไม่ต้องสนใจอีเมลนั้น',
    en: 'Your payment arrived after the time to pay had run out, and the places could be taken back: your registration stands. If you had an e-mail saying the order expired, you may ignore it.',
  },
  'payment_confirmed.entries': { th: 'ผู้สมัคร', en: 'Entries' },
  'entry_confirmed.subject': {
    th: 'ยืนยันการสมัครของคุณ: {event}',
    en: 'Your entry is confirmed: {event}',
  },
  'entry_confirmed.intro': {
    th: 'สวัสดีคุณ {runner} คุณ {name} ได้สมัคร {event} ให้คุณ และการสมัครเสร็จสมบูรณ์แล้ว แสดง QR ด้านล่างที่จุดรับอุปกรณ์',
    en: 'Hello {runner}, {name} registered you for {event}, and your entry is confirmed. Show the QR code below at the kit pick-up.',
  },
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
  'tracking_number.subject': {
    th: 'ส่งเสื้อและ BIB ทาง EMS แล้ว: {event}',
    en: 'Your kit has been posted by EMS: {event}',
  },
  'tracking_number.heading': { th: 'ส่งพัสดุของคุณแล้ว', en: 'Your kit is on its way' },
  'tracking_number.intro': {
    th: 'สวัสดีคุณ {name} ผู้จัดงาน {event} ได้ส่งเสื้อและ BIB ของคุณทางไปรษณีย์ EMS แล้ว ไม่ต้องไปรับที่จุดรับ BIB',
    en: 'Hello {name}, the {event} organizer has posted your kit by EMS: there is no need to collect it at the expo.',
  },
  'tracking_number.follow': {
    th: 'ติดตามพัสดุได้ที่ไปรษณีย์ไทย: {link}',
    en: 'Follow the parcel at Thailand Post: {link}',
  },
  'tracking_number.button': { th: 'ดูคำสั่งซื้อ', en: 'View the order' },
  'order_closed.subject.DELETE': {
    th: 'คำสั่งซื้อถูกยกเลิก: {event}',
    en: 'Order cancelled: {event}',
  },
  'order_closed.subject.EXPIRED': {
    th: 'คำสั่งซื้อหมดเวลาชำระเงิน: {event}',
    en: 'Order expired: {event}',
  },
  'order_closed.heading.DELETE': { th: 'คำสั่งซื้อของคุณถูกยกเลิก', en: 'Your order was cancelled' },
  'order_closed.subject.CANCEL': {
    th: 'ผู้จัดงานยกเลิกคำสั่งซื้อที่ชำระแล้ว: {event}',
    en: 'Your paid order was cancelled: {event}',
  },
  'order_closed.heading.CANCEL': {
    th: 'ผู้จัดงานยกเลิกคำสั่งซื้อของคุณ',
    en: 'The organizer cancelled your order',
  },
  'order_closed.intro.CANCEL': {
    th: 'สวัสดีคุณ {name} ผู้จัดงาน {event} ได้ยกเลิกคำสั่งซื้อที่ชำระเงินแล้วของคุณ ผู้สมัครในคำสั่งซื้อนี้ไม่ได้ลงทะเบียนในงานอีกต่อไป',
    en: 'Hello {name}, the organizer of {event} has cancelled your paid order: its runners are no longer registered.',
  },
  'order_closed.money.CANCEL': {
    th: 'เงินที่คุณชำระ ({amount}) ยังอยู่กับผู้จัดงานจนกว่าจะคืนเงิน คุณจะได้รับอีเมลทุกครั้งที่มีการคืนเงิน หากมีคำถาม กรุณาติดต่อผู้จัดงานพร้อมเลขที่คำสั่งซื้อ',
    en: 'What you paid ({amount}) stays with the organizer until it is refunded; you will get an e-mail with each refund. For questions, contact the organizer with your order number.',
  },
  'order_closed.subject.RUNNER': {
    th: 'ยกเลิกคำสั่งซื้อแล้ว: {event}',
    en: 'Order cancelled: {event}',
  },
  'order_closed.heading.RUNNER': { th: 'คุณได้ยกเลิกคำสั่งซื้อแล้ว', en: 'You cancelled your order' },
  'order_closed.intro.RUNNER': {
    th: 'สวัสดีคุณ {name} คุณได้ยกเลิกคำสั่งซื้อ {event} ที่ยังไม่ได้ชำระเงิน ที่นั่งของคำสั่งซื้อนี้ถูกคืนให้ผู้สมัครคนอื่นแล้ว',
    en: 'Hello {name}, you cancelled your unpaid {event} order, and its places were released to other runners.',
  },
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
  'refund_issued.subject': { th: 'คืนเงิน {amount}: {event}', en: 'Refund of {amount}: {event}' },
  'refund_issued.heading': { th: 'เราคืนเงินให้คุณแล้ว', en: 'Your money is on its way back' },
  'refund_issued.intro': {
    th: 'สวัสดีคุณ {name} ผู้จัดงาน {event} ได้คืนเงิน {amount} จากคำสั่งซื้อของคุณ',
    en: 'Hello {name}, the organizer of {event} has refunded {amount} of your order.',
  },
  'refund_issued.intro_duplicate': {
    th: 'สวัสดีคุณ {name} คำสั่งซื้อ {event} ของคุณได้รับการชำระเงินซ้ำ เราคืนเงินส่วนที่ชำระซ้ำ {amount} ให้แล้ว คำสั่งซื้อยังชำระเงินแล้วตามเดิม',
    en: 'Hello {name}, your {event} order was paid twice: the second payment, {amount}, has been refunded. Your order stays paid.',
  },
  'refund_issued.how.provider': {
    th: 'เงินจะคืนเข้าบัตรหรือบัญชีที่คุณใช้ชำระ ธนาคารอาจใช้เวลาหลายวันทำการกว่ายอดจะปรากฏ',
    en: 'It goes back to the card or account you paid with; your bank may take several working days to show it.',
  },
  'refund_issued.how.manual': {
    th: 'ผู้จัดงานโอนเงินคืนให้คุณทางบัญชีธนาคาร ตามหมายเลขอ้างอิงด้านล่าง',
    en: 'The organizer has sent it back to you by bank transfer, with the reference below.',
  },
  'refund_issued.left': {
    th: 'เป็นการคืนเงินบางส่วน ยังเหลือ {left} ที่ยังไม่ได้คืน',
    en: 'This is a partial refund: {left} of what you paid has not been refunded.',
  },
  'refund_issued.all': {
    th: 'คืนเงินที่คุณชำระครบทั้งหมดแล้ว',
    en: 'Everything you paid has now been refunded.',
  },
  'paid_after_close.subject': {
    th: 'ได้รับเงินหลังคำสั่งซื้อปิดแล้ว: {event}',
    en: 'Payment received after the order closed: {event}',
  },
  'paid_after_close.heading': {
    th: 'เราได้รับเงินของคุณแล้ว',
    en: 'We have your payment',
  },
  'paid_after_close.intro': {
    th: 'สวัสดีคุณ {name} เงิน {amount} ของคุณสำหรับ {event} มาถึงหลังจากคำสั่งซื้อหมดเวลาหรือถูกยกเลิกไปแล้ว และไม่สามารถคืนที่นั่งให้คำสั่งซื้อนี้ได้',
    en: 'Hello {name}, your payment of {amount} for {event} arrived after the order had expired or been cancelled, and its places could not be taken back.',
  },
  'paid_after_close.next': {
    th: 'ไม่ต้องชำระเงินอีก เงินของคุณไม่สูญหาย ผู้จัดงานจะคืนเงินให้คุณ หรือนำคำสั่งซื้อกลับมาเป็นชำระแล้วหากมีที่ว่าง และคุณจะได้รับอีเมลแจ้งอีกครั้ง',
    en: 'Do not pay again: your money is safe. The organizer will refund it, or take the order back as paid if places allow, and you will get another e-mail either way.',
  },
  'staff_invitation.subject': {
    th: 'คำเชิญร่วมงาน {event} บน RaceDay',
    en: 'Your invitation to {event} on RaceDay',
  },
  'staff_invitation.heading': { th: 'คุณได้รับคำเชิญ', en: 'You are invited' },
  'staff_invitation.intro': {
    th: 'สวัสดี {inviter} ได้เชิญคุณเป็น{role} ของ {event} บน RaceDay',
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
  'label.tracking_no': { th: 'เลขพัสดุ EMS', en: 'EMS tracking number' },
  'label.how_to_pay': { th: 'วิธีชำระเงิน', en: 'How to pay' },
  'label.refunded': { th: 'ยอดคืนเงิน', en: 'Refunded' },
  'label.refund_how': { th: 'คืนเงินทาง', en: 'Returned by' },
  'label.refund_provider': {
    th: 'ช่องทางที่ใช้ชำระ (บัตรหรือพร้อมเพย์)',
    en: 'The way you paid (card or PromptPay)',
  },
  'label.refund_manual': { th: 'โอนเงินทางธนาคาร', en: 'Bank transfer' },
  'label.refund_reference': { th: 'หมายเลขอ้างอิงการโอน', en: 'Transfer reference' },
  'label.received': { th: 'ยอดที่ได้รับ', en: 'Received' },
  'label.link': { th: 'ลิงก์คำสั่งซื้อ', en: 'Order link' },
  'label.organizer': { th: 'ติดต่อผู้จัดงาน', en: 'Organizer contact' },
  'label.slip_time': { th: 'เวลาโอนตามสลิป', en: 'Transfer time on the slip' },
  'label.event_link': { th: 'ลิงก์กิจกรรม', en: 'Event page' },
  'label.event': { th: 'กิจกรรม', en: 'Event' },
  'label.role': { th: 'บทบาท', en: 'Role' },
  'label.inviter': { th: 'ผู้เชิญ', en: 'Invited by' },
  'label.password_link': { th: 'ลิงก์ตั้งรหัสผ่าน', en: 'Password link' },
  'password_reset.subject': { th: 'ตั้งรหัสผ่านใหม่สำหรับ RaceDay', en: 'Set a new RaceDay password' },
  'password_reset.heading': { th: 'ตั้งรหัสผ่านใหม่', en: 'Set a new password' },
  'password_reset.intro': {
    th: 'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี {email} บน RaceDay',
    en: 'Someone asked to set a new password for the RaceDay account {email}.',
  },
  'password_reset.valid': {
    th: 'ตั้งรหัสผ่านใหม่ด้วยลิงก์ด้านล่าง ลิงก์นี้ใช้ได้ครั้งเดียวภายใน {minutes} นาที และเมื่อตั้งรหัสผ่านใหม่แล้ว ทุกอุปกรณ์ที่เข้าสู่ระบบไว้จะออกจากระบบ',
    en: 'Set it with the link below. The link works once, for {minutes} minutes; setting a new password logs out every device.',
  },
  'password_reset.ignore': {
    th: 'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ และลิงก์จะหมดอายุเอง',
    en: 'If you did not ask, ignore this e-mail: your password stays as it is and the link expires by itself.',
  },
  'password_reset.button': { th: 'ตั้งรหัสผ่านใหม่', en: 'Set a new password' },
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
