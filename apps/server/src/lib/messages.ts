/** The server's own messages, in the caller's language. `{name}` placeholders take params. */
import type { Language } from '@raceday/domain';

const messages = {
  'http.not_found': { th: 'ไม่พบที่อยู่ที่เรียก', en: 'No such endpoint' },
  'http.bad_json': { th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', en: 'The request body is not valid JSON' },
  'http.unsupported_media': { th: 'รองรับเฉพาะข้อมูลแบบ JSON', en: 'Only JSON request bodies are accepted' },
  'http.too_large': { th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป', en: 'The request is too large' },
  'http.bad_request': { th: 'คำขอไม่ถูกต้อง', en: 'The request is malformed' },
  'http.bad_url': { th: 'ที่อยู่ที่เรียกเข้ารหัสไม่ถูกต้อง', en: 'The address is not correctly encoded' },
  'http.url_too_long': { th: 'ที่อยู่ที่เรียกยาวเกินไป', en: 'The address is too long' },
  'http.headers_too_large': {
    th: 'ที่อยู่หรือส่วนหัวของคำขอยาวเกินไป',
    en: 'The address or the request headers are too long',
  },
  'http.timeout': {
    th: 'ส่งคำขอช้าเกินไป กรุณาลองใหม่',
    en: 'The request took too long to arrive; please try again',
  },
  'http.nul_char': {
    th: '{field}: มีอักขระที่ใช้ไม่ได้ (NUL)',
    en: '{field}: contains a character that is not allowed (NUL)',
  },
  'http.nul_char_body': {
    th: 'ข้อมูลที่ส่งมา: มีอักขระที่ใช้ไม่ได้ (NUL)',
    en: 'request body: contains a character that is not allowed (NUL)',
  },
  'http.lone_surrogate': {
    th: '{field}: มีอักขระที่ไม่สมบูรณ์ (UTF-16 surrogate ที่ไม่มีคู่)',
    en: '{field}: contains an incomplete character (a lone UTF-16 surrogate)',
  },
  'http.lone_surrogate_body': {
    th: 'ข้อมูลที่ส่งมา: มีอักขระที่ไม่สมบูรณ์ (UTF-16 surrogate ที่ไม่มีคู่)',
    en: 'request body: contains an incomplete character (a lone UTF-16 surrogate)',
  },
  'http.too_deep': {
    th: 'ข้อมูลที่ส่งมาซ้อนกันลึกเกิน {max} ชั้น',
    en: 'The request body is nested deeper than {max} levels',
  },
  'http.too_wide': {
    th: 'ข้อมูลที่ส่งมามีออบเจกต์ที่มีเกิน {max} ฟิลด์',
    en: 'An object in the request body has more than {max} fields',
  },
  'http.too_many_values': {
    th: 'ข้อมูลที่ส่งมามีค่ามากเกิน {max} ค่า',
    en: 'The request body holds more than {max} values',
  },
  'http.internal': {
    th: 'พบข้อผิดพลาดของระบบ กรุณาลองอีกครั้งหรือติดต่อผู้ดูแล',
    en: 'Something went wrong on our side; please try again or contact support',
  },
  'http.idempotency_reused': {
    th: 'Idempotency-Key นี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว กรุณาใช้คีย์ใหม่สำหรับคำสั่งซื้อใหม่',
    en: 'This Idempotency-Key was already used with a different request; use a new key for a new order',
  },
  'http.busy': {
    th: 'ขณะนี้มีผู้สมัครจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกไม่กี่วินาที',
    en: 'Many runners are registering right now; please try again in a few seconds',
  },
  'http.not_ready': {
    th: 'ระบบยังไม่พร้อมให้บริการ (ฐานข้อมูล)',
    en: 'Not ready: the database does not answer or is not migrated',
  },
  'http.metrics_token': {
    th: 'ต้องส่ง Authorization: Bearer พร้อม METRICS_TOKEN',
    en: 'Send Authorization: Bearer with the METRICS_TOKEN',
  },
  'backup.postgres': {
    th: 'เซิร์ฟเวอร์นี้ใช้ PostgreSQL: สำรองข้อมูลด้วย npm run db:backup (pg_dump) ที่ชี้ไปยัง DATABASE_URL',
    en: 'This server runs on PostgreSQL: back it up with npm run db:backup (pg_dump) against DATABASE_URL',
  },
  'http.idempotency_key': {
    th: 'Idempotency-Key ต้องเป็นตัวอักษร ตัวเลข หรือขีด 8–100 ตัว',
    en: 'Idempotency-Key must be 8 to 100 letters, digits or dashes',
  },
  'event.not_found': { th: 'ไม่พบกิจกรรมนี้', en: 'Event not found' },
  'setup.needs_run_type': {
    th: 'เพิ่มประเภทการแข่งขันอย่างน้อย 1 ประเภทก่อนเผยแพร่',
    en: 'Add at least one race type before publishing',
  },
  'setup.needs_shirt': {
    th: 'เพิ่มไซซ์เสื้ออย่างน้อย 1 ไซซ์ก่อนเผยแพร่',
    en: 'Add at least one shirt size before publishing',
  },
  'setup.needs_delivery': {
    th: 'เพิ่มวิธีรับอุปกรณ์อย่างน้อย 1 วิธีก่อนเผยแพร่',
    en: 'Add at least one pickup or delivery option before publishing',
  },
  'shirt.sold_out': {
    th: 'เสื้อไซซ์ {name} หมดแล้ว กรุณาเลือกไซซ์อื่น',
    en: 'Shirt size {name} is sold out; please choose another size',
  },
  'setup.part_not_found': { th: 'ไม่พบรายการนี้ในกิจกรรมนี้', en: 'This item is not part of this event' },
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
  'coupon.not_for_run_type': {
    th: 'รหัสส่วนลดนี้ใช้ไม่ได้กับประเภทการแข่งขันที่เลือก',
    en: 'This discount code does not apply to the chosen race type',
  },
  'coupon.used_up': { th: 'รหัสส่วนลดนี้ถูกใช้ครบจำนวนแล้ว', en: 'This discount code has been fully used' },
  'order.not_found': { th: 'ไม่พบคำสั่งซื้อนี้', en: 'Order not found' },
  'order.not_owner': {
    th: 'เฉพาะเจ้าของคำสั่งซื้อ (เบราว์เซอร์ที่สมัคร ลิงก์ส่วนตัว หรือสมาชิกที่สมัคร) เท่านั้นที่ยกเลิกหรือเปลี่ยนวิธีชำระเงินได้',
    en: "Only the order's owner (the browser that placed it, its private link, or the member who placed it) may cancel it or change how it is paid",
  },
  'order.not_open': {
    th: 'คำสั่งซื้อนี้ไม่อยู่ในสถานะรอชำระเงินแล้ว',
    en: 'This order is no longer waiting for payment',
  },
  'order.slip_sent': {
    th: 'ส่งสลิปการโอนเงินของคำสั่งซื้อนี้แล้ว กรุณาติดต่อผู้จัดงานหากต้องการยกเลิก',
    en: 'A transfer slip was sent for this order; please contact the organizer to cancel it',
  },
  'order.method_not_accepted': {
    th: 'กิจกรรมนี้ไม่รับวิธีชำระเงินที่เลือก',
    en: 'This event does not accept the chosen payment method',
  },
  'outbox.not_found': { th: 'ไม่พบอีเมลนี้', en: 'E-mail not found' },
  'outbox.not_failed': {
    th: 'ส่งซ้ำได้เฉพาะอีเมลที่ส่งไม่สำเร็จ (FAILED)',
    en: 'Only a FAILED e-mail can be sent again',
  },
  'purge.confirm_mismatch': {
    th: 'กรุณาพิมพ์รหัสกิจกรรมให้ตรงเพื่อยืนยันการลบข้อมูลส่วนบุคคล',
    en: 'Type the event key exactly to confirm the purge of personal data',
  },
  'purge.before_race_day': {
    th: 'ลบข้อมูลส่วนบุคคลได้หลังวันแข่งขันเท่านั้น',
    en: 'Personal data can be purged only after race day',
  },
  'payment.not_card': { th: 'คำสั่งซื้อนี้ไม่ได้เลือกชำระด้วยบัตร', en: 'This order is not paid by card' },
  'payment.not_payable': {
    th: 'คำสั่งซื้อนี้ไม่อยู่ในสถานะรอชำระเงิน',
    en: 'This order is not waiting for payment',
  },
  'payment.provider_failed': {
    th: 'พบข้อผิดพลาดระหว่างการชำระเงิน กรุณาลองอีกครั้งหรือติดต่อฝ่ายลูกค้าสัมพันธ์',
    en: 'An error occurred during payment. Please try again or contact customer relations.',
  },
  'payment.in_progress': {
    th: 'มีการชำระเงินด้วยบัตรของคำสั่งซื้อนี้ค้างอยู่ กรุณาทำรายการเดิมให้เสร็จ หรือรอ 15 นาทีแล้วลองใหม่',
    en: 'A card payment for this order is still in progress; finish it, or wait 15 minutes and try again',
  },
  'order.expired': {
    th: 'หมดเวลาชำระเงินของคำสั่งซื้อนี้แล้ว ที่นั่งถูกคืนให้ผู้สมัครคนอื่น กรุณาสมัครใหม่',
    en: 'The time to pay this order has run out and its places were released; please register again',
  },
  'order.too_many_held': {
    th: 'คุณมีคำสั่งซื้อที่ยังไม่ชำระเงินจองที่นั่งไว้ครบจำนวนแล้ว กรุณาชำระเงินหรือยกเลิกคำสั่งซื้อเดิมก่อนสมัครเพิ่ม',
    en: 'You already hold as many unpaid places as allowed; please pay for or cancel the orders you hold before registering more',
  },
  'payment.amount_mismatch': {
    th: 'ยอดชำระไม่ตรงกับคำสั่งซื้อ กรุณาโหลดหน้าใหม่',
    en: 'The amount does not match the order; please reload the page',
  },
  'sandbox.card_invalid': { th: 'หมายเลขบัตรทดสอบไม่ถูกต้อง', en: 'The test card number is not valid' },
  'sandbox.off': { th: 'ระบบชำระเงินทดสอบไม่ได้เปิดใช้งาน', en: 'The sandbox payment provider is not enabled' },
  'slip.type': {
    th: 'กรุณาเลือกไฟล์ jpg หรือ png เท่านั้น',
    en: 'Please choose a jpg or png file only',
  },
  'cover.missing': { th: 'กรุณาเลือกไฟล์ภาพปก', en: 'Please choose the cover image' },
  'cover.not_image': {
    th: 'ไฟล์ภาพปกต้องเป็นรูปภาพ JPEG, PNG หรือ WebP',
    en: 'The cover must be a JPEG, PNG or WebP image',
  },
  'cover.too_large': { th: 'ไฟล์ภาพปกมีขนาดใหญ่เกิน {mb} MB', en: 'The cover image is larger than {mb} MB' },
  'cover.too_small': {
    th: 'ภาพปกต้องกว้างอย่างน้อย {width} และสูงอย่างน้อย {height} พิกเซล',
    en: 'The cover must be at least {width} pixels wide and {height} pixels high',
  },
  'cover.too_many_pixels': {
    th: 'ภาพปกมีความละเอียดสูงเกินไป (เกิน 50 ล้านพิกเซล)',
    en: 'The cover has too many pixels (over 50 megapixels)',
  },
  'slip.too_large': { th: 'ไฟล์มีขนาดใหญ่เกิน 5 MB', en: 'The file is larger than 5 MB' },
  'slip.missing': { th: 'กรุณาเลือกไฟล์สลิป', en: 'Please choose the slip file' },
  'slip.wrong_order': {
    th: 'สลิปนี้ไม่ตรงกับคำสั่งซื้อหรือกิจกรรม',
    en: 'The slip does not match the order or the event',
  },
  'slip.not_transfer': {
    th: 'คำสั่งซื้อนี้ไม่ได้ชำระด้วยการโอนเงิน',
    en: 'This order is not paid by bank transfer',
  },
  'slip.uploaded': { th: 'อัปโหลดไฟล์เรียบร้อยแล้ว', en: 'The file upload is completed.' },
  'slip.dimensions': {
    th: 'รูปมีขนาดเกิน {max} ล้านพิกเซล กรุณาอัปโหลดภาพหน้าจอสลิปจากแอปธนาคาร',
    en: 'The image is larger than {max} megapixels; please upload the slip screenshot from your banking app',
  },
  'slip.unprocessable': {
    th: 'ตรวจรูปนี้ไม่ทันเวลา กรุณาลองใหม่ หรืออัปโหลดภาพหน้าจอสลิปจากแอปธนาคาร',
    en: 'Checking this image took too long; please try again, or upload the slip screenshot from your banking app',
  },
  'slip.busy': {
    th: 'ขณะนี้มีการตรวจสลิปจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    en: 'Many slips are being checked right now; please try again in a moment',
  },
  'upload.malformed': {
    th: 'ข้อมูลที่ส่งมาไม่ใช่แบบฟอร์มอัปโหลดไฟล์ที่ถูกต้อง กรุณาเลือกไฟล์แล้วส่งใหม่',
    en: 'The upload is not a valid file form; please choose the file and send it again',
  },
  'upload.unexpected_file': {
    th: 'ส่งได้เพียงไฟล์เดียวในช่อง file เท่านั้น',
    en: 'Only one file, in the field "file", may be sent',
  },
  'upload.too_many_parts': {
    th: 'แบบฟอร์มมีข้อมูลหรือไฟล์มากเกินไป',
    en: 'The form has too many fields or files',
  },
  'files.forbidden': {
    th: 'ลิงก์ของไฟล์นี้หมดอายุหรือไม่ถูกต้อง กรุณาโหลดหน้าใหม่',
    en: 'This file link has expired or is not valid; please reload the page',
  },
  'auth.email_taken': { th: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว', en: 'An account with this e-mail already exists' },
  'auth.registered': {
    th: 'สมัครสมาชิกเรียบร้อย คุณเข้าสู่ระบบแล้ว',
    en: 'Your account is ready and you are logged in',
  },
  'auth.bad_login': {
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    en: 'The e-mail or password is not correct',
  },
  'auth.too_many': {
    th: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป กรุณารอ {seconds} วินาทีแล้วลองใหม่',
    en: 'Too many wrong passwords; please wait {seconds} seconds and try again',
  },
  // Held for the typed e-mail from everywhere (services/people/login-throttle.ts): says nothing of whether an
  // account has it.
  'auth.account_locked_for': {
    th: 'มีการใส่รหัสผ่านผิดสำหรับอีเมลนี้หลายครั้งเกินไป กรุณารอ {seconds} วินาทีแล้วลองใหม่ (อุปกรณ์ที่เคยเข้าสู่ระบบด้วยอีเมลนี้แล้วเข้าได้ทันที)',
    en: 'Too many wrong passwords for this e-mail; please wait {seconds} seconds and try again (a device that has logged in with it before can log in now)',
  },
  'auth.wrong_password': { th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'The current password is not correct' },
  'auth.password_changed': {
    th: 'เปลี่ยนรหัสผ่านเรียบร้อย อุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว',
    en: 'Password changed; your other devices have been logged out',
  },
  'auth.logged_out_all': {
    th: 'ออกจากระบบทุกอุปกรณ์เรียบร้อย',
    en: 'Logged out of all devices',
  },
  'auth.token': { th: 'กรุณาเข้าสู่ระบบ', en: 'Please log in' },
  'auth.forbidden': { th: 'คุณไม่มีสิทธิ์เข้าถึงส่วนนี้', en: 'You do not have permission for this' },
  'auth.profile_saved': { th: 'บันทึกข้อมูลเรียบร้อย', en: 'Profile saved' },
  'backoffice.not_authorized': {
    th: 'คุณไม่มีสิทธิ์ดูแลกิจกรรมนี้',
    en: 'You do not have authorization for this event',
  },
  'backoffice.not_pending': {
    th: 'คำสั่งซื้อนี้ไม่อยู่ในสถานะรอชำระเงิน',
    en: 'This order is not waiting for payment',
  },
  'backoffice.not_direct': {
    th: 'คำสั่งซื้อนี้ไม่ได้ชำระด้วยการโอนเงิน ยืนยันรับเงินด้วยมือไม่ได้',
    en: 'This order is not paid by bank transfer, so it cannot be confirmed by hand',
  },
  'backoffice.duplicate_slip': {
    th: 'สลิปนี้ถูกใช้ยืนยันคำสั่งซื้อ {uuid} ไปแล้ว',
    en: 'This slip has already confirmed order {uuid}',
  },
  'backoffice.duplicate_payer': {
    th: 'ผู้สมัครเลขบัตร {id} มีคำสั่งซื้อที่ชำระเงินแล้วในกิจกรรมนี้ ({uuid})',
    en: 'The applicant with ID {id} already has a paid order in this event ({uuid})',
  },
  'checkbib.done_bib': {
    th: 'ให้หมายเลข BIB {bib} แก่ผู้สมัครคนนี้แล้ว กรุณามอบ BIB หมายเลขนี้',
    en: 'Bib {bib} was given to this runner: hand over that bib',
  },
  'refund.nothing_paid': {
    th: 'คำสั่งซื้อนี้ไม่มียอดที่ชำระแล้วให้คืนเงิน',
    en: 'This order has no payment to refund',
  },
  'refund.nothing_left': {
    th: 'คืนเงินของคำสั่งซื้อนี้ครบแล้ว',
    en: 'The money of this order has been refunded in full already',
  },
  'refund.provider_failed': {
    th: 'ผู้ให้บริการชำระเงินไม่สามารถคืนเงินได้ในขณะนี้ กรุณาลองใหม่ ไม่มีการบันทึกการคืนเงิน',
    en: 'The payment provider could not refund now; please try again. Nothing was recorded',
  },
  'refund.done': { th: 'คืนเงิน {amount} บาทเรียบร้อย', en: 'Refunded {amount} baht' },
  'refund.done_cancelled': {
    th: 'คืนเงิน {amount} บาทและยกเลิกคำสั่งซื้อเรียบร้อย',
    en: 'Refunded {amount} baht and cancelled the order',
  },
  'order.not_paid': { th: 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ชำระเงินแล้ว', en: 'Only a paid order can be cancelled' },
  'order.cancelled': {
    th: 'ยกเลิกคำสั่งซื้อเรียบร้อย คืนที่นั่งให้งานแล้ว',
    en: 'Order cancelled; its places are free again',
  },
  'order.not_closed': {
    th: 'คืนสถานะได้เฉพาะคำสั่งซื้อที่ถูกลบหรือหมดเวลาชำระ',
    en: 'Only a deleted or expired order can be restored',
  },
  'order.nothing_to_restore': {
    th: 'ไม่มีการชำระเงินที่ครบยอดและยังไม่ได้คืนสำหรับคำสั่งซื้อนี้',
    en: 'This order has no full payment that has not been refunded',
  },
  'order.restore_taken': {
    th: 'คืนสถานะไม่ได้ ผู้สมัครในคำสั่งซื้อนี้สมัครใหม่แล้ว กรุณาคืนเงินแทน',
    en: 'Cannot restore: a runner of this order has registered again. Refund it instead',
  },
  'order.restored': { th: 'คืนสถานะเป็นชำระแล้วเรียบร้อย', en: 'Order restored as paid' },
  'backoffice.paid': { th: 'ยืนยันรับเงินเรียบร้อย', en: 'Payment confirmed' },
  'backoffice.deleted': { th: 'ลบคำสั่งซื้อเรียบร้อย', en: 'Order deleted' },
  'backoffice.released': {
    th: 'ปล่อยคำสั่งซื้อที่ยังไม่ชำระและไม่มีสลิปแล้ว {count} รายการ ({places} ที่นั่ง)',
    en: 'Released {count} unpaid orders without a slip ({places} places)',
  },
  'backoffice.updated': { th: 'บันทึกการแก้ไขเรียบร้อย', en: 'Changes saved' },
  'backoffice.email_queued': {
    th: 'ส่งอีเมลอีกครั้งแล้ว ผู้สมัครจะได้รับภายในไม่กี่นาที',
    en: 'The e-mail is on its way again; the runner will get it within minutes',
  },
  'backoffice.email_closed': {
    th: 'คำสั่งซื้อนี้ถูกลบ ยกเลิก หรือหมดเวลาชำระเงินแล้ว จึงไม่มีอีเมลให้ส่งอีกครั้ง',
    en: 'This order was deleted, cancelled or has expired: there is no e-mail to send again',
  },
  'backoffice.email_none': {
    th: 'คำสั่งซื้อนี้ไม่มีอีเมลของผู้สมัคร',
    en: 'This order has no e-mail address',
  },
  'backoffice.order_closed': {
    th: 'คำสั่งซื้อนี้ถูกลบ ยกเลิก หรือหมดเวลาชำระเงินแล้ว จึงแก้ไขไม่ได้',
    en: 'This order was deleted, cancelled or has expired: it cannot be edited',
  },
  'backoffice.no_address': {
    th: 'วิธีรับของของคำสั่งซื้อนี้ไม่ต้องใช้ที่อยู่จัดส่ง',
    en: 'The pickup method of this order needs no delivery address',
  },
  'backoffice.runner_not_found': { th: 'ไม่พบผู้สมัครนี้ในคำสั่งซื้อ', en: 'No such runner in this order' },
  'backoffice.price_change': {
    th: 'การแก้ไขนี้ทำให้ราคาเปลี่ยน กรุณาลบคำสั่งซื้อแล้วสมัครใหม่',
    en: 'This change would alter the price; delete the order and register again instead',
  },
  'checkbib.disabled': {
    th: 'ระบบตรวจสอบ BIB ยังไม่พร้อมใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
    en: 'The bib check is not ready; please contact the admin',
  },
  'checkbib.not_paid': {
    th: 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน รับ BIB ไม่ได้',
    en: 'This order is not paid; the bib cannot be handed out',
  },
  'checkbib.cancelled': {
    th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว ห้ามมอบ BIB และอุปกรณ์',
    en: 'This order was cancelled: do not hand out the bib or kit',
  },
  'checkbib.posted': {
    th: 'ชุดอุปกรณ์ของคำสั่งซื้อนี้ส่งทาง EMS แล้ว (เลขพัสดุ {tracking}) ห้ามมอบที่จุดรับ',
    en: "This order's kit was posted by EMS (tracking {tracking}): do not hand it over at the desk",
  },
  'tracking.saved': {
    th: 'บันทึกเลขพัสดุ {tracking} แล้ว และส่งอีเมลแจ้งผู้สมัคร',
    en: 'Tracking number {tracking} saved; the runner is e-mailed it',
  },
  'tracking.removed': { th: 'ลบเลขพัสดุแล้ว', en: 'Tracking number removed' },
  'tracking.uploaded': {
    th: 'บันทึกเลขพัสดุ {n} คำสั่งซื้อแล้ว และส่งอีเมลแจ้งผู้สมัคร',
    en: 'Tracking numbers saved for {n} orders; the runners are e-mailed them',
  },
  'tracking.missing': {
    th: 'กรุณาเลือกไฟล์ .xlsx ของเลขพัสดุ',
    en: 'Choose the .xlsx file of tracking numbers',
  },
  'tracking.too_large': { th: 'ไฟล์ต้องมีขนาดไม่เกิน {mb} MB', en: 'The file must be at most {mb} MB' },
  'checkbib.already': {
    th: 'ผู้สมัครรายนี้รับ BIB ไปแล้วเมื่อ {at}',
    en: 'This runner already collected the bib at {at}',
  },
  'checkbib.code_invalid': {
    th: 'QR นี้ไม่ใช่ QR รับอุปกรณ์ของระบบ หรือถูกแก้ไข',
    en: 'This is not a kit pick-up QR of this system, or it was altered',
  },
  'checkbib.code_other_event': {
    th: 'QR รับอุปกรณ์นี้เป็นของกิจกรรมอื่น',
    en: 'This kit pick-up QR is for another event',
  },
  'bibs.assigned': {
    th: 'กำหนดหมายเลข BIB ให้ผู้สมัคร {n} คนแล้ว ({first} ถึง {last})',
    en: 'Gave {n} runners bib numbers ({first} to {last})',
  },
  'bibs.none': {
    th: 'ไม่มีผู้สมัครที่ชำระเงินแล้วและยังไม่มี BIB ในประเภทนี้',
    en: 'No paid runner of this race type is without a bib',
  },
  'bibs.overflow': {
    th: 'หมายเลข BIB เกิน {width} หลัก กรุณาเริ่มที่เลขที่น้อยลงหรือใช้จำนวนหลักมากขึ้น',
    en: 'The bib numbers would need more than {width} digits; start lower or use more digits',
  },
  'checkbib.done': { th: 'บันทึกการรับ BIB เรียบร้อย', en: 'Bib pick-up recorded' },
  // Codes as the organizer reads them (spreadsheet cells): the same words as the back-office pages.
  'payout.sheet.summary': { th: 'สรุป', en: 'Summary' },
  'payout.sheet.method': { th: 'ตามวิธีชำระเงิน', en: 'By method' },
  'payout.sheet.day': { th: 'รายวัน', en: 'By day' },
  'payout.sheet.refunds': { th: 'การคืนเงิน', en: 'Refunds' },
  'payout.sheet.cancellations': { th: 'การยกเลิก', en: 'Cancellations' },
  'payout.col.paid': { th: 'ชำระแล้ว (บาท)', en: 'Paid (baht)' },
  'payout.col.figure': { th: 'รายการ', en: 'Figure' },
  'payout.col.amount': { th: 'จำนวนเงิน (บาท)', en: 'Amount (baht)' },
  'payout.col.method': { th: 'วิธีชำระเงิน', en: 'Method' },
  'payout.col.orders': { th: 'คำสั่งซื้อ', en: 'Orders' },
  'payout.col.day': { th: 'วันที่ (เวลาประเทศไทย)', en: 'Day (Thailand time)' },
  'payout.col.when': { th: 'เวลา', en: 'When' },
  'payout.col.order': { th: 'เลขที่คำสั่งซื้อ', en: 'Order' },
  'payout.col.reason': { th: 'เหตุผล', en: 'Reason' },
  'payout.col.reference': { th: 'เลขอ้างอิง', en: 'Reference' },
  'payout.col.note': { th: 'หมายเหตุ', en: 'Note' },
  'payout.col.by': { th: 'ผู้ทำรายการ', en: 'By' },
  'payout.received': { th: 'รับเงิน (บาท)', en: 'Received (baht)' },
  'payout.payment_fee': { th: 'ค่าธรรมเนียมชำระเงิน (บาท)', en: 'Payment fees (baht)' },
  'payout.system_fee': { th: 'ค่าธรรมเนียมระบบ (บาท)', en: 'System fee (baht)' },
  'payout.refunds': { th: 'คืนเงิน (บาท)', en: 'Refunds (baht)' },
  'payout.net': { th: 'ยอดสุทธิ (บาท)', en: 'Net (baht)' },
  'payout.received_from_paid': {
    th: 'รับเงินจากคำสั่งซื้อที่ยังมีสถานะชำระแล้ว (ตรงกับไฟล์ผู้สมัครทั้งหมด)',
    en: 'Received from orders still paid (as in the all-applicants file)',
  },
  'payout.after_close_unsettled': {
    th: 'เงินที่ได้รับหลังปิดคำสั่งซื้อ ยังไม่ได้จัดการ',
    en: 'Money received after an order closed, not settled yet',
  },
  'payout.refund.manual': { th: 'โอนคืนเอง', en: 'By hand' },
  'payout.refund.provider': { th: 'ผ่านผู้ให้บริการชำระเงิน', en: 'Through the provider' },
  'payout.reason.after_close': { th: 'ชำระหลังปิดคำสั่งซื้อ', en: 'Paid after close' },
  'payout.reason.refund': { th: 'คืนเงินให้ผู้สมัคร', en: 'Refund' },
  'label.status.INITIAL': { th: 'รอชำระเงิน', en: 'Pending' },
  'label.status.PAID': { th: 'ชำระเงินแล้ว', en: 'Paid' },
  'label.status.DELETE': { th: 'ลบแล้ว', en: 'Deleted' },
  'label.status.CANCEL': { th: 'ยกเลิก', en: 'Cancelled' },
  'label.status.EXPIRED': { th: 'หมดเวลาชำระ', en: 'Expired' },
  'label.method.PP': { th: 'พร้อมเพย์', en: 'PromptPay' },
  'label.method.CC': { th: 'บัตรเครดิต/เดบิต', en: 'Credit/debit card' },
  'label.method.DIRECT': { th: 'โอนเงินผ่านธนาคาร', en: 'Bank transfer' },
  'label.method.FREE': { th: 'ฟรี', en: 'Free' },
  'label.method.FREE_COUPON': { th: 'ฟรี (คูปอง)', en: 'Free (coupon)' },
  'label.sex.MALE': { th: 'ชาย', en: 'Male' },
  'label.sex.FEMALE': { th: 'หญิง', en: 'Female' },
  'label.nationality.THAI': { th: 'ไทย', en: 'Thai' },
  'label.nationality.OTHER': { th: 'ต่างชาติ', en: 'Other' },
  'label.blood_group.OTHER': { th: 'อื่น ๆ', en: 'Other' },
  'label.bib.collected': { th: 'รับแล้ว', en: 'Collected' },
  'label.bib.pending': { th: 'ยังไม่รับ', en: 'Not yet' },
  'staff.role.organizer': { th: 'ผู้จัดงาน', en: 'organizer' },
  'staff.role.desk': { th: 'เจ้าหน้าที่จุดรับ BIB', en: 'bib desk staff' },
  'staff.added': { th: 'เพิ่ม {email} เป็น{role}แล้ว', en: '{email} was added as {role}' },
  'staff.invited': {
    th: 'เพิ่ม {email} เป็น{role}แล้ว และส่งอีเมลเชิญให้ตั้งรหัสผ่าน (ลิงก์ใช้ได้ {days} วัน)',
    en: '{email} was added as {role} and invited by e-mail to set a password (the link works for {days} days)',
  },
  'staff.invitation_sent': {
    th: 'ส่งคำเชิญ {email} เป็น{role}ทางอีเมลแล้ว จะเข้าร่วมทีมงานเมื่อตอบรับคำเชิญ (ลิงก์ใช้ได้ {days} วัน)',
    en: '{email} was invited by e-mail as {role}; they join the staff once they accept (the link works for {days} days)',
  },
  'staff.invitation_withdrawn': {
    th: 'ยกเลิกคำเชิญ {email} แล้ว',
    en: 'The invitation to {email} was withdrawn',
  },
  'staff.role_changed': { th: 'เปลี่ยน {email} เป็น{role}แล้ว', en: '{email} is now {role}' },
  'staff.unchanged': { th: '{email} เป็น{role}อยู่แล้ว', en: '{email} is already {role}' },
  'staff.removed': { th: 'นำ {email} ออกจากทีมงานของกิจกรรมนี้แล้ว', en: '{email} was removed from this event' },
  'staff.not_found': {
    th: 'ไม่พบบุคคลนี้ในทีมงานของกิจกรรมนี้',
    en: 'This person is not on the staff of this event',
  },
  'staff.last_organizer': {
    th: 'ต้องมีผู้จัดงานอย่างน้อย 1 คน กรุณาเพิ่มผู้จัดงานคนอื่นก่อนนำคนนี้ออกหรือเปลี่ยนบทบาท',
    en: 'An event needs at least one organizer: add another before removing or demoting this one',
  },
  'auth.invitation_invalid': {
    th: 'ลิงก์คำเชิญนี้ไม่ถูกต้อง กรุณาเปิดลิงก์จากอีเมลอีกครั้ง หรือขอให้ผู้จัดงานส่งคำเชิญใหม่',
    en: 'This invitation link is not valid; open it from the e-mail again or ask for a new invitation',
  },
  'auth.invitation_expired': {
    th: 'ลิงก์คำเชิญนี้หมดอายุแล้ว กรุณาขอให้ผู้จัดงานส่งคำเชิญใหม่',
    en: 'This invitation link has expired; ask the organizer for a new invitation',
  },
  'auth.invitation_password': {
    th: 'กรุณาตั้งรหัสผ่านอย่างน้อย 8 ตัวอักษรเพื่อตอบรับคำเชิญ',
    en: 'Choose a password of at least 8 characters to accept the invitation',
  },
  'auth.invitation_login': {
    th: 'รหัสผ่านไม่ถูกต้อง กรุณาใส่รหัสผ่านของบัญชี {email} เพื่อตอบรับคำเชิญ',
    en: 'The password is not correct: enter the password of the account {email} to accept the invitation',
  },
  'auth.invitation_used': {
    th: 'ลิงก์คำเชิญนี้ถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่านของคุณ',
    en: 'This invitation link has already been used; please log in with your e-mail and password',
  },
  'auth.reset_requested': {
    th: 'หากอีเมลนี้มีบัญชี RaceDay เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ 1 ชั่วโมง กรุณาตรวจสอบกล่องจดหมาย (รวมถึงจดหมายขยะ)',
    en: 'If this e-mail has a RaceDay account, a link to set a new password is on its way; it works for 1 hour. Check your inbox (and spam folder).',
  },
  'auth.reset_done': {
    th: 'ตั้งรหัสผ่านใหม่เรียบร้อย ทุกอุปกรณ์ออกจากระบบแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    en: 'Your new password is set and every device was logged out; please log in with it',
  },
  'auth.reset_invalid': {
    th: 'ลิงก์ตั้งรหัสผ่านนี้ไม่ถูกต้อง กรุณาเปิดลิงก์จากอีเมลอีกครั้ง หรือขอลิงก์ใหม่',
    en: 'This password link is not valid; open it from the e-mail again or ask for a new one',
  },
  'auth.reset_used': {
    th: 'ลิงก์ตั้งรหัสผ่านนี้ถูกใช้ไปแล้ว หรือมีการขอลิงก์ใหม่กว่า กรุณาขอลิงก์ใหม่',
    en: 'This password link has already been used, or a newer one was asked for; ask for a new link',
  },
  'auth.reset_expired': {
    th: 'ลิงก์ตั้งรหัสผ่านนี้หมดอายุแล้ว (ใช้ได้ 1 ชั่วโมง) กรุณาขอลิงก์ใหม่',
    en: 'This password link has expired (it works for 1 hour); ask for a new link',
  },
  'http.rate_limited': {
    th: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests; please wait a moment and try again',
  },
  'http.rate_limited_for': {
    th: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่ ({seconds} วินาที)',
    en: 'Too many requests; please wait a moment and try again ({seconds} s)',
  },
  'challenge.required': {
    th: 'มีผู้สมัครจากเครือข่ายเดียวกันจำนวนมาก กรุณารอสักครู่ ระบบกำลังตรวจสอบการเชื่อมต่อของคุณ',
    en: 'Many runners are registering from the same network; please wait while we check your connection',
  },
  'challenge.invalid': {
    th: 'การตรวจสอบการเชื่อมต่อไม่ถูกต้อง กรุณาลองใหม่',
    en: 'The connection check is not valid; please try again',
  },
  'challenge.expired': {
    th: 'การตรวจสอบการเชื่อมต่อหมดเวลาแล้ว กรุณาลองใหม่',
    en: 'The connection check has expired; please try again',
  },
  'challenge.used': {
    th: 'การตรวจสอบการเชื่อมต่อนี้ถูกใช้ไปแล้ว กรุณาลองใหม่',
    en: 'This connection check has already been used; please try again',
  },
  // Why a card payment failed, by the provider's failure code (payments/failure-reasons.ts).
  'card.failure.insufficient_fund': {
    th: 'วงเงินหรือยอดเงินในบัตรไม่เพียงพอ',
    en: 'The card does not have enough funds or credit',
  },
  'card.failure.stolen_or_lost_card': {
    th: 'บัตรนี้ถูกแจ้งหายหรือถูกขโมย กรุณาใช้บัตรใบอื่น',
    en: 'This card was reported lost or stolen; please use another card',
  },
  'card.failure.invalid_security_code': {
    th: 'รหัสความปลอดภัย (CVV) ไม่ถูกต้อง',
    en: 'The security code (CVV) is not correct',
  },
  'card.failure.invalid_account_number': {
    th: 'หมายเลขบัตรไม่ถูกต้องหรือบัตรใช้งานไม่ได้',
    en: 'The card number is not valid or the card cannot be used',
  },
  'card.failure.expired_card': { th: 'บัตรหมดอายุแล้ว', en: 'The card has expired' },
  'card.failure.failed_fraud_check': {
    th: 'ธนาคารระงับรายการเพื่อความปลอดภัย กรุณาติดต่อธนาคารผู้ออกบัตร',
    en: 'The bank stopped the payment as a security precaution; please contact your card issuer',
  },
  'card.failure.authentication_failed': {
    th: 'ยืนยันตัวตน 3-D Secure ไม่สำเร็จ',
    en: 'The 3-D Secure check was not completed',
  },
  'card.failure.payment_rejected': {
    th: 'ธนาคารผู้ออกบัตรปฏิเสธรายการ',
    en: 'The card issuer declined the payment',
  },
  'card.failure.failed_processing': {
    th: 'ธนาคารประมวลผลรายการไม่สำเร็จ',
    en: 'The bank could not process the payment',
  },
  'card.failure.provider_error': {
    th: 'ติดต่อระบบชำระเงินไม่สำเร็จ',
    en: 'The payment service could not be reached',
  },
  'card.failure.other': {
    th: 'ธนาคารไม่ได้แจ้งสาเหตุ',
    en: 'The bank did not give a reason',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/**
 * A text with its `{name}` placeholders filled from params (a missing one becomes ''): the server's
 * messages here and the e-mails' texts (lib/email-messages.ts). Raw: HTML escaping is the caller's.
 */
export function fillText(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return fillText(messages[key][lang], params);
}

export function messages2(key: MessageKey, params: MessageParams = {}): { th: string; en: string } {
  return { th: message(key, 'th', params), en: message(key, 'en', params) };
}
