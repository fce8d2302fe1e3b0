/** Business constants of the seeds (000 section 9, 001 section 9). */
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

/** The API takes the seeds' upper-case language codes. */
export const API_LANGUAGES = ['TH', 'EN'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export const EVENT_STATUSES = ['OPEN', 'SOON', 'CLOSED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const PAYMENT_METHODS = ['OPN', 'DIRECT', 'FREE'] as const;
/** How an event is paid: an online provider code (OPN), bank transfer with slip (DIRECT) or free. */
export type EventPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['INITIAL', 'PAID', 'DELETE', 'CANCEL', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The e-mails the product sends (issue 12): runners' mails about their order, and staff invitations
 * (no order); and where each stands in the outbox queue.
 */
export const EMAIL_KINDS = [
  'order_created',
  'payment_confirmed',
  'slip_received',
  'order_closed',
  'staff_invitation',
  'password_reset',
  'refund_issued',
  'paid_after_close',
  'entry_confirmed',
  'tracking_number',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** History actions that mean money needs the organizer: a second charge, a payment after close. */
export const PAYMENT_FLAGS = ['paid_twice', 'paid_after_close', 'refund_failed'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const SEXES = ['MALE', 'FEMALE'] as const;
export const NATIONALITIES = ['THAI', 'OTHER'] as const;
export const BLOOD_GROUPS = ['A', 'B', 'AB', 'O', 'OTHER'] as const;
export const REGISTER_TYPES = ['MYSELF', 'FRIEND'] as const;
export const COUPON_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;

/** Birth years offered by the registration form, Gregorian (shown as Buddhist era 2477-2565). */
export const BIRTH_YEAR_MIN = 1934;
export const BIRTH_YEAR_MAX = 2022;
export const BUDDHIST_ERA_OFFSET = 543;

export const LIMITS = {
  /** A name of one letter or more: ปู, Li, Ng and Wu are real names (issue 26). */
  nameMin: 1,
  nameMax: 40,
  idCardMin: 5,
  idCardMax: 20,
  emailMax: 40,
  mobileLength: 10,
  emergencyMobileMin: 10,
  emergencyMobileMax: 15,
  customFieldMax: 50,
  addressLineMax: 60,
  postcodeLength: 5,
  couponCodeLength: 8,
} as const;

/** UI breakpoints and counts of the shell (seed 000 section 9). */
export const UI = {
  headerBreakpointPx: 767,
  sidebarBreakpointPx: 991,
  scrollTopAfterPx: 600,
  maxBookmarks: 8,
} as const;

/** The time zone every date of an event is read and shown in. */
export const EVENT_TIME_ZONE = 'Asia/Bangkok';

/**
 * Event keys are URL slugs at the site root ({event_key}/register), so they may not take
 * the name of a top-level route of the product.
 */
export const RESERVED_EVENT_KEYS = [
  '404',
  'auth',
  'profile',
  'dashboard',
  'dashboard-organizer',
  'dashboard-admin',
  'checkbib-organizer',
  'cart',
  'find-order',
  'order',
  'o',
  'order-update',
  'about',
  'how-to-register',
  'terms-of-use',
  'privacy-policy',
  'refund-policy',
  'v1',
  'healthz',
  'assets',
  'covers',
  'uploads',
  'media',
  'files',
  'sandbox',
  'all-admin',
] as const;
export const EVENT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;

/** Could this path segment name an event? (Not a reserved route, and slug-shaped.) */
export function isEventKey(key: string): boolean {
  return !(RESERVED_EVENT_KEYS as readonly string[]).includes(key) && EVENT_KEY_PATTERN.test(key);
}

// ---- back office ----

/** The admin screens ask with this key for "every event". */
export const ALL_ADMIN_KEY = 'all-admin';

/** Back-office searches run only when the text is empty or at least this long. */
export const BACKOFFICE_SEARCH_MIN = 3;

/** The back-office order list's page: 50 orders by default, at most 500 (newest first). */
export const ORDER_PAGE_SIZE = 50;
export const ORDER_PAGE_SIZE_MAX = 500;

/** What the order list searches by; the last two come from their own buttons (seed 001 §5). */
export const ORDER_FILTER_TYPES = [
  'mobile',
  'payment_ref',
  'uuid',
  'status',
  'email',
  'delivery_add_name',
  'INITIAL_HAVE_SLIP',
  'ATTENTION',
  'ALL',
] as const;
export type OrderFilterType = (typeof ORDER_FILTER_TYPES)[number];
/** The filter types that take no text: each has its own button (ATTENTION: money to look at). */
export const ORDER_BUTTON_FILTERS = ['INITIAL_HAVE_SLIP', 'ATTENTION', 'ALL'] as const;
/** The filter types a person picks from a list. */
export type OrderSearchType = Exclude<OrderFilterType, (typeof ORDER_BUTTON_FILTERS)[number]>;
export const ORDER_SEARCH_TYPES = ORDER_FILTER_TYPES.filter(
  (t): t is OrderSearchType => !(ORDER_BUTTON_FILTERS as readonly string[]).includes(t),
);

/** What the bib pick-up desk searches by (seed 001 §7). */
export const CHECKBIB_FILTER_TYPES = ['mobile_no', 'fname', 'id_card', 'order_uuid', 'email'] as const;
export type CheckbibFilterType = (typeof CHECKBIB_FILTER_TYPES)[number];
