/** `/cart`: what a visitor sees of the runners this browser keeps, and what they cost. */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartPage } from '@/features/cart/components/CartPage';
import { nextThaiId } from '../../../../packages/domain/test-support/orders';
import { heldReply, mockApi } from '../support/api';
import { cartRunner, storeCart } from '../support/cart';
import { BANGKOK, TRAIL } from '../support/events';
import { renderWithApp, setLanguage } from '../support/render';

const marathon = BANGKOK.run_type[0]!; // 1,200
const half = BANGKOK.run_type[1]!; // 900
const shirt3xl = BANGKOK.t_shirt.find((s) => s.name.startsWith('3XL'))!; // +50
const relay = TRAIL.run_type.find((r) => r.team_size === 3)!; // 2,100 per team

const eventReply = (e: typeof BANGKOK) => ({ body: { status: 'success', ...e } });

function bangkokCart() {
  const mana = cartRunner(
    BANGKOK,
    { fname: 'มานะ', lname: 'ขยันวิ่ง', t_shirt_id: shirt3xl.id },
    { runType: marathon },
  );
  const manee = cartRunner(BANGKOK, { fname: 'มานี', lname: 'มีสุข', sex: 'FEMALE' }, { runType: half });
  storeCart({ event_key: BANGKOK.event_key, runners: [mana, manee], main: null });
  return { mana, manee };
}

const rows = () => screen.getAllByTestId('cart-runner');

describe('the cart page', () => {
  it('lists each runner with race, shirt and fee, and the event total, in Thai', async () => {
    const { mana } = bangkokCart();
    const calls = mockApi({ [`GET /v1/events/${BANGKOK.event_key}`]: eventReply(BANGKOK) });
    renderWithApp(<CartPage />);

    expect(await screen.findByRole('heading', { name: 'กรุงเทพริมน้ำ มาราธอน 2027' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-event-count')).toHaveTextContent('2 รายการ');
    const [first, second] = rows();
    expect(within(first!).getByTestId('cart-runner-name')).toHaveTextContent('มานะ ขยันวิ่ง');
    expect(within(first!).getByTestId('cart-runner-run-type')).toHaveTextContent('มาราธอน 42.195 กม.');
    expect(within(first!).getByTestId('cart-runner-shirt')).toHaveTextContent('ไซซ์เสื้อ 3XL (46")');
    // Marathon 1,200 + the 3XL shirt's 50.
    expect(within(first!).getByTestId('cart-runner-price')).toHaveTextContent('1,250.00 บาท');
    expect(within(second!).getByTestId('cart-runner-name')).toHaveTextContent('มานี มีสุข');
    expect(within(second!).getByTestId('cart-runner-price')).toHaveTextContent('900.00 บาท');
    expect(screen.getByTestId('cart-event-total')).toHaveTextContent('2,150.00 บาท');
    expect(screen.getByTestId('cart-continue')).toHaveAttribute('href', `/${BANGKOK.event_key}/register`);
    // The cart page never shows an ID number.
    expect(document.body).not.toHaveTextContent(mana.id_card);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/events/${BANGKOK.event_key}`]);
  });

  it('speaks English when English was chosen: names, counts and baht', async () => {
    await setLanguage('en');
    bangkokCart();
    const calls = mockApi({ [`GET /v1/events/${BANGKOK.event_key}`]: eventReply(BANGKOK) });
    renderWithApp(<CartPage />);

    expect(
      await screen.findByRole('heading', { name: 'Bangkok Riverside Marathon 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Runner cart');
    expect(screen.getByTestId('cart-event-count')).toHaveTextContent('2 entries');
    expect(within(rows()[0]!).getByTestId('cart-runner-run-type')).toHaveTextContent('Marathon 42.195 km');
    expect(within(rows()[0]!).getByTestId('cart-runner-shirt')).toHaveTextContent('Shirt size 3XL (46")');
    expect(within(rows()[0]!).getByTestId('cart-runner-price')).toHaveTextContent('1,250.00 baht');
    expect(screen.getByTestId('cart-event-total')).toHaveTextContent('2,150.00 baht');
    expect(calls[0]!.headers['accept-language']).toBe('en');
  });

  it('shows the stored prices while the event loads, then the event’s current ones', async () => {
    // Stored when the marathon cost 1,000: the page shows that until the event says 1,200.
    const mana = {
      ...cartRunner(BANGKOK, { t_shirt_id: shirt3xl.id }, { runType: marathon }),
      run_type_price: 1000,
    };
    storeCart({ event_key: BANGKOK.event_key, runners: [mana], main: null });
    const held = heldReply({ status: 'success', ...BANGKOK });
    mockApi({ [`GET /v1/events/${BANGKOK.event_key}`]: held.reply });
    renderWithApp(<CartPage />);

    expect(await screen.findByText('กำลังโหลดข้อมูลงานวิ่ง')).toBeInTheDocument();
    expect(screen.getByTestId('cart-event-title')).toHaveTextContent(BANGKOK.event_key);
    expect(screen.getByTestId('cart-runner-price')).toHaveTextContent('1,050.00 บาท');
    expect(screen.getByTestId('cart-event-total')).toHaveTextContent('1,050.00 บาท');

    await act(async () => held.release());
    expect(await screen.findByText('กรุงเทพริมน้ำ มาราธอน 2027')).toBeInTheDocument();
    expect(screen.getByTestId('cart-runner-price')).toHaveTextContent('1,250.00 บาท');
    expect(screen.queryByText('กำลังโหลดข้อมูลงานวิ่ง')).not.toBeInTheDocument();
  });

  it('keeps showing the stored names and prices when the event cannot be loaded', async () => {
    bangkokCart();
    mockApi({
      [`GET /v1/events/${BANGKOK.event_key}`]: {
        status: 404,
        body: { status: 'error', code: 'event.not_found', message: 'ไม่พบกิจกรรม' },
      },
    });
    renderWithApp(<CartPage />);

    await screen.findAllByTestId('cart-runner');
    await expect.poll(() => screen.queryByText('กำลังโหลดข้อมูลงานวิ่ง')).toBeNull();
    expect(screen.getByTestId('cart-event-title')).toHaveTextContent(BANGKOK.event_key);
    expect(within(rows()[0]!).getByTestId('cart-runner-run-type')).toHaveTextContent('มาราธอน 42.195 กม.');
    expect(within(rows()[0]!).getByTestId('cart-runner-price')).toHaveTextContent('1,250.00 บาท');
    expect(screen.getByTestId('cart-event-total')).toHaveTextContent('2,150.00 บาท');
  });

  it('shows a team entry as one row: the team size, the members and the team price', async () => {
    const captain = cartRunner(
      TRAIL,
      {
        fname: 'กัปตัน',
        lname: 'ดอยสุเทพ',
        team_member_obj: [
          {
            fname: 'สมศักดิ์',
            lname: 'ขึ้นดอย',
            sex: 'MALE',
            dob: '1988-01-02',
            id_card: nextThaiId(),
            mobile_no: '0811111111',
            blood_group: 'A',
            emergency_name: 'ญาติ ทีมเทรล',
            emergency_relation: 'พี่',
            emergency_mobile_no: '0899998888',
            t_shirt_id: 20,
          },
          {
            fname: 'สมหญิง',
            lname: 'ลงดอย',
            sex: 'FEMALE',
            dob: '1992-03-04',
            id_card: nextThaiId(),
            mobile_no: '0822222222',
            blood_group: 'B',
            emergency_name: 'ญาติ ทีมเทรล',
            emergency_relation: 'พี่',
            emergency_mobile_no: '0899998888',
            t_shirt_id: 21,
          },
        ],
      },
      { runType: relay },
    );
    storeCart({ event_key: TRAIL.event_key, runners: [captain], main: null });
    mockApi({ [`GET /v1/events/${TRAIL.event_key}`]: eventReply(TRAIL) });
    renderWithApp(<CartPage />);

    expect(await screen.findByText('ดอยสุเทพ เทรล 2027')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('ทีม 3 คน')).toBeInTheDocument();
    expect(screen.getByText('สมาชิก: สมศักดิ์ ขึ้นดอย, สมหญิง ลงดอย')).toBeInTheDocument();
    expect(screen.getByTestId('cart-runner-price')).toHaveTextContent('2,100.00 บาท');
    expect(screen.getByTestId('cart-event-count')).toHaveTextContent('1 รายการ');
  });

  it('groups an older cart of several events by event, each with its own total', async () => {
    // The seed's older shape: a bare array, every runner with its event_key.
    storeCart([
      cartRunner(BANGKOK, { fname: 'มานะ', lname: 'ขยันวิ่ง' }, { runType: half }),
      cartRunner(TRAIL, { fname: 'ปีติ', lname: 'เดินป่า' }, { runType: TRAIL.run_type[2]! }),
      cartRunner(BANGKOK, { fname: 'มานี', lname: 'มีสุข' }, { runType: BANGKOK.run_type[3]! }),
    ]);
    mockApi({
      [`GET /v1/events/${BANGKOK.event_key}`]: eventReply(BANGKOK),
      [`GET /v1/events/${TRAIL.event_key}`]: eventReply(TRAIL),
    });
    renderWithApp(<CartPage />);

    await screen.findByText('ดอยสุเทพ เทรล 2027');
    const [bangkok, trail] = screen.getAllByTestId('cart-event');
    expect(bangkok).toHaveAttribute('data-event', BANGKOK.event_key);
    expect(
      within(bangkok!)
        .getAllByTestId('cart-runner-name')
        .map((n) => n.textContent),
    ).toEqual(['มานะ ขยันวิ่ง', 'มานี มีสุข']);
    // Half marathon 900 + fun run 450.
    expect(within(bangkok!).getByTestId('cart-event-total')).toHaveTextContent('1,350.00 บาท');
    expect(within(trail!).getByTestId('cart-runner-name')).toHaveTextContent('ปีติ เดินป่า');
    expect(within(trail!).getByTestId('cart-event-total')).toHaveTextContent('800.00 บาท');
  });

  it('is empty with the way to the events when nothing is stored, and follows another tab', async () => {
    mockApi({ [`GET /v1/events/${BANGKOK.event_key}`]: eventReply(BANGKOK) });
    renderWithApp(<CartPage />);

    expect(screen.getByText('ยังไม่มีผู้สมัครในตะกร้า')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูงานวิ่งทั้งหมด' })).toHaveAttribute('href', '/');

    // Another tab adds runners: the storage event brings them here.
    bangkokCart();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'runner-list' }));
    });
    expect(await screen.findAllByTestId('cart-runner')).toHaveLength(2);
    expect(screen.queryByText('ยังไม่มีผู้สมัครในตะกร้า')).not.toBeInTheDocument();
  });
});
