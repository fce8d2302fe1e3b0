/** Shapes of the back-office replies (docs: /work/notes/backoffice-contract.md). Money is baht. */
export type OrderStatus = 'INITIAL' | 'PAID' | 'DELETE' | 'CANCEL' | 'EXPIRED';
export type OrderPaymentMethod = 'FREE' | 'DIRECT' | 'PP_OPN' | 'CC_OPN';

export interface ReportOrderRow {
  uuid: string;
  status: OrderStatus;
  create_date: string;
  payment_slip_url: string | null;
  /** 'HH:mm' */
  payment_slip_time: string | null;
  payment_date: string | null;
  amount: number;
  paid_amount: number;
  id_card: string;
  mobile: string;
  fname: string;
  lname: string;
  delivery_add_name: string;
  email: string;
  runner_count: number;
  delivery_type_name: string;
  payment_method: OrderPaymentMethod;
  payment_ref: string | null;
  /** paid_twice (refunded automatically), paid_after_close, refund_failed: money to look at. */
  payment_flags?: string[];
  event_key: string;
  title: string;
  title_en?: string | null;
}

/** The search types a user picks from; INITIAL_HAVE_SLIP and ALL come from their own buttons. */
export const ORDER_SEARCH_TYPES = [
  'mobile',
  'payment_ref',
  'uuid',
  'status',
  'email',
  'delivery_add_name',
] as const;
export type OrderSearchType = (typeof ORDER_SEARCH_TYPES)[number];
export type OrderFilterType = OrderSearchType | 'INITIAL_HAVE_SLIP' | 'ALL';

export interface OrderFilter {
  order_filter_type: OrderFilterType;
  order_filter_value: string;
}

export interface OrderList {
  rows: ReportOrderRow[];
  /** Every matching order (the list shows up to 500 of them). */
  total: number;
}
