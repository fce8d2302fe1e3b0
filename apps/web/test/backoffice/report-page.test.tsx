/**
 * The organizer's report page against a mocked server (issue 13 items 5 and 10): the headline
 * strip, the order list in pages, the registrant's name for a pick-up order, no Edit on closed
 * orders, and a refused action that loads the list again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportHeadline, ReportOrderRow } from '@raceday/domain/validation';
import { EventReportPage } from '@/features/backoffice/components/EventReportPage';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockApi, type ApiCall, type Routes } from '../support/api';
import { TRAIL } from '../support/events';
import { renderWithApp, setLanguage } from '../support/render';

function signIn() {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token-0123456789');
  window.localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ email: 'organizer@raceday.local', role: 'organizer', display_name: 'organizer' }),
  );
}

const HEADLINE: ReportHeadline = {
  runners: 1234,
  paid_runners: 1000,
  waiting_runners: 234,
  slips_to_check: 7,
  received: 1_250_000.5,
  fees: 3_600,
  money_in: 1_250_000.5,
  money_refunded: 0,
  money_net: 1_250_000.5,
  places_limit: 1500,
  places_left: 266,
  today_runners: 12,
  today_received: 9_800,
  held_places: 234,
  top_holders: [{ holder: 'Ab3_x-9Z', places: 36, orders: 3, releasable_orders: 2 }],
};

/** An order row of the trail event; `n` makes its uuid. */
function order(n: number, over: Partial<ReportOrderRow> = {}): ReportOrderRow {
  return {
    uuid: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
    status: 'INITIAL',
    create_date: '2026-11-20T03:00:00.000Z',
    payment_slip_url: null,
    payment_slip_time: null,
    payment_slip_verified: null,
    expires_at: null,
    payment_date: null,
    amount: 1800,
    paid_amount: 1800,
    id_card: '3101700123456',
    mobile: `08100000${String(n % 100).padStart(2, '0')}`,
    fname: 'สมชาย',
    lname: `ใจดี${n}`,
    delivery_add_name: '',
    email: 'somchai@example.com',
    runner_count: 1,
    delivery_type_name: 'รับเองหน้างาน',
    delivery_by_post: false,
    tracking_no: null,
    payment_method: 'DIRECT',
    payment_ref: null,
    payment_flags: [],
    refunded_amount: 0,
    refundable_amount: 0,
    open_charge: false,
    event_key: TRAIL.event_key,
    title: TRAIL.title,
    title_en: TRAIL.title_en,
    ...over,
  };
}

const EMPTY = { body: { status: 'success', body: [] } };

/** The page's other calls answered with nothing; `orders` answers the list. */
function server(
  orders: (call: ApiCall) => ReportOrderRow[],
  total = 120,
  more: Routes = {},
): { calls: ApiCall[] } {
  const routes: Routes = {
    ...more,
    'POST /v1/organizer/event': { body: { status: 'success', body: [] } },
    'POST /v1/organizer/report-headline': { body: { status: 'success', body: HEADLINE } },
    'POST /v1/organizer/report-order-latest': (call) => {
      const reply = orders(call);
      const { page = 1, page_size = 50 } = call.body as { page?: number; page_size?: number };
      return { body: { status: 'success', total, page, page_size, body: reply } };
    },
    'POST /v1/organizer/bib-plan': EMPTY,
  };
  for (const name of [
    'report-runner-type',
    'report-runner-type-sex',
    'report-runner-tshirt',
    'report-runner-type-tshirt',
    'report-order-count',
    'report-order-amt',
  ]) {
    routes[`POST /v1/organizer/${name}`] = EMPTY;
  }
  return { calls: mockApi(routes) };
}

/** The whole page (and a list of 50 rows) takes jsdom a while on a busy machine. */
const SLOW = 60_000;

const listCalls = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path === '/v1/organizer/report-order-latest')
    .map((c) => c.body as Record<string, unknown>);

describe('the report page', () => {
  it(
    'shows the headline figures in Thai: people, slips, money with fees, places left, today',
    async () => {
      signIn();
      server(() => [order(1)]);
      renderWithApp(<EventReportPage event={TRAIL} />);
      expect(await screen.findByTestId('headline-registered-value')).toHaveTextContent('1,234');
      expect(screen.getByTestId('headline-paid-value')).toHaveTextContent('1,000');
      expect(screen.getByTestId('headline-paid-hint')).toHaveTextContent('81.0% ของผู้สมัคร');
      expect(screen.getByTestId('headline-waiting-value')).toHaveTextContent('234');
      expect(screen.getByTestId('headline-slips-value')).toHaveTextContent('7');
      expect(screen.getByTestId('headline-received-value')).toHaveTextContent('฿1,250,000.50');
      expect(screen.getByTestId('headline-received-hint')).toHaveTextContent('฿3,600.00');
      expect(screen.getByTestId('headline-places-value')).toHaveTextContent('266');
      expect(screen.getByTestId('headline-places-hint')).toHaveTextContent('จาก 1,500 ที่');
      expect(screen.getByTestId('headline-today-value')).toHaveTextContent('+12 คน');
      expect(screen.getByTestId('headline-today-hint')).toHaveTextContent('+฿9,800.00');
    },
    SLOW,
  );

  it(
    'in English, an event without a limit says so; an online event has no slips card',
    async () => {
      await setLanguage('en');
      signIn();
      mockApi({
        'POST /v1/organizer/event': { body: { status: 'success', body: [] } },
        'POST /v1/organizer/report-headline': {
          body: {
            status: 'success',
            body: { ...HEADLINE, places_limit: null, places_left: null, today_runners: 1 },
          },
        },
      });
      renderWithApp(<EventReportPage event={{ ...TRAIL, payment_method: 'OPN' }} />);
      expect(await screen.findByTestId('headline-places-value')).toHaveTextContent('No limit');
      expect(screen.getByTestId('headline-today-value')).toHaveTextContent('+1 runner');
      expect(screen.getByTestId('headline-received-hint')).toHaveTextContent('incl. ฿3,600.00 payment fees');
      expect(screen.queryByTestId('headline-slips')).toBeNull();
    },
    SLOW,
  );

  it(
    'asks for the list 50 at a time and pages through it; a click on slips lists the slips to check',
    async () => {
      signIn();
      const { calls } = server((call) => {
        const page = (call.body as { page: number }).page;
        return Array.from({ length: page === 3 ? 20 : 50 }, (_, i) => order((page - 1) * 50 + i + 1));
      });
      renderWithApp(<EventReportPage event={TRAIL} />);
      expect(await screen.findByTestId('order-total')).toHaveTextContent('แสดง 1–50 จาก 120 รายการ');
      expect(screen.getAllByTestId('order-row')).toHaveLength(50);
      expect(listCalls(calls)[0]).toEqual({
        event_key: TRAIL.event_key,
        order_filter_type: 'mobile',
        order_filter_value: '',
        page: 1,
        page_size: 50,
      });

      fireEvent.click(screen.getByTestId('order-page-3'));
      await waitFor(() =>
        expect(screen.getByTestId('order-total')).toHaveTextContent('แสดง 101–120 จาก 120 รายการ'),
      );
      expect(screen.getAllByTestId('order-row')).toHaveLength(20);
      expect(listCalls(calls).at(-1)).toMatchObject({ page: 3 });

      // A new search starts at its first page.
      fireEvent.click(screen.getByTestId('headline-slips-open'));
      await waitFor(() =>
        expect(listCalls(calls).at(-1)).toMatchObject({ order_filter_type: 'INITIAL_HAVE_SLIP', page: 1 }),
      );
    },
    SLOW,
  );

  it(
    "shows the places held unpaid and releases a top holder's slip-less orders after a confirmation; a slip shows its check and deadline",
    async () => {
      signIn();
      const { calls } = server(
        () => [
          order(1, {
            payment_slip_url: '/files/slips/a.png',
            payment_slip_time: '06:00',
            payment_slip_verified: false,
            expires_at: '2026-11-22T03:00:00.000Z',
          }),
        ],
        1,
        {
          'POST /v1/organizer/release-held': {
            body: { status: 'success', message: 'ปล่อยคำสั่งซื้อที่ยังไม่ชำระและไม่มีสลิปแล้ว 2 รายการ (6 ที่นั่ง)' },
          },
        },
      );
      renderWithApp(<EventReportPage event={TRAIL} />);
      expect(await screen.findByTestId('headline-held-value')).toHaveTextContent('234');
      expect(screen.getByTestId('held-holder')).toHaveTextContent('Ab3_x-9Z');
      expect((await screen.findAllByTestId('order-slip-check'))[0]).toHaveTextContent('ยังไม่ยืนยัน');
      expect(screen.getAllByTestId('order-hold-deadline')[0]).toHaveTextContent('จองที่นั่งถึง');

      fireEvent.click(screen.getByTestId('held-release'));
      fireEvent.click(await screen.findByTestId('release-held-dialog-confirm'));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/v1/organizer/release-held')?.body).toEqual({
          event_key: TRAIL.event_key,
          holder: 'Ab3_x-9Z',
        }),
      );
      expect(await screen.findByTestId('report-success')).toHaveTextContent('2 รายการ');
    },
    SLOW,
  );

  it(
    'shows the main registrant for a pick-up order, the recipient for a posted one; no Edit on closed orders',
    async () => {
      signIn();
      server(
        () => [
          order(1),
          order(2, { delivery_add_name: 'สมศรี ผู้รับ', delivery_type_name: 'EMS' }),
          order(3, { status: 'DELETE' }),
          order(4, { status: 'EXPIRED' }),
          order(5, { status: 'CANCEL' }),
          order(6, { status: 'PAID' }),
        ],
        6,
      );
      renderWithApp(<EventReportPage event={TRAIL} />);
      const rows = await screen.findAllByTestId('order-row');
      expect(rows).toHaveLength(6);
      expect(within(rows[0]!).getByTestId('order-delivery-name')).toHaveTextContent('สมชาย ใจดี1');
      expect(within(rows[1]!).getByTestId('order-delivery-name')).toHaveTextContent('สมศรี ผู้รับ');
      expect(rows.map((row) => within(row).queryByTestId('order-edit') !== null)).toEqual([
        true,
        true,
        false,
        false,
        false,
        true,
      ]);
      // One page only: no page control.
      expect(screen.queryByTestId('order-pagination')).toBeNull();
      // The order column stays in view when the table scrolls sideways.
      expect(within(rows[0]!).getByTestId('order-link').closest('td')).toHaveAttribute(
        'data-sticky-column',
        'true',
      );
    },
    SLOW,
  );

  it(
    'loads the list again when the server refuses an action, so the row shows the order as it is now',
    async () => {
      signIn();
      let deleted = false;
      const { calls } = server(() => [order(1, deleted ? { status: 'DELETE' } : {})], 1, {
        // Someone else deleted it meanwhile: the server says it is no longer pending.
        'POST /v1/organizer/delete-order': () => {
          deleted = true;
          return {
            status: 409,
            body: {
              status: 'error',
              code: 'backoffice.not_pending',
              message: 'คำสั่งซื้อนี้ไม่อยู่ในสถานะรอชำระเงิน',
            },
          };
        },
      });
      renderWithApp(<EventReportPage event={TRAIL} />);
      const row = (await screen.findAllByTestId('order-row'))[0]!;
      fireEvent.click(within(row).getByTestId('order-delete'));
      fireEvent.click(await screen.findByTestId('delete-confirm-confirm'));
      expect(await screen.findByTestId('backoffice-error')).toHaveTextContent('ไม่อยู่ในสถานะรอชำระเงิน');
      await waitFor(() =>
        expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'DELETE'),
      );
      expect(screen.queryByTestId('order-delete')).toBeNull();
      expect(screen.queryByTestId('order-edit')).toBeNull();
      expect(listCalls(calls)).toHaveLength(2);
    },
    SLOW,
  );
});
