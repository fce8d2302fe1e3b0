/**
 * What runners weigh before paying (issue 26 item 6): the next price and when it applies, the places
 * left of the event as a whole, and a full event that reads 'full' on every badge, not 'open'.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { EventCard } from '@/features/events/components/EventCard';
import { EventDetailView } from '@/features/events/components/EventDetailPage';
import { mockApi } from '../support/api';
import { BANGKOK } from '../support/events';
import { renderWithApp, setLanguage } from '../support/render';

const places = (left: number) => ({
  body: {
    status: 'success',
    can_create_order: left > 0 ? 'Y' : 'N',
    places_left: left,
    sold_out_shirt_ids: [],
    run_type_places: [],
  },
});

/** The marathon on an early bird until 1 June 2026 10:00 Bangkok; the half rises to 1,000 on 1 July. */
const PRICED: EventDetail = {
  ...BANGKOK,
  run_type: BANGKOK.run_type.map((r, i) =>
    i === 0
      ? {
          ...r,
          price: 990,
          price_name: 'ราคา Early bird',
          price_name_en: 'Early bird',
          next_price: 1200,
          next_price_at: '2026-06-01T03:00:00.000Z',
        }
      : i === 1
        ? { ...r, next_price: 1000, next_price_at: '2026-07-01T03:00:00.000Z' }
        : r,
  ),
};

const FULL: EventDetail = { ...BANGKOK, participant_limit: 40, is_full: 'Y' };

afterEach(async () => {
  await setLanguage('th');
});

describe('the event page', () => {
  it('shows when the early bird ends and the price after it, and when a price rises', async () => {
    await setLanguage('th');
    mockApi({ 'POST /v1/order/check-participate-limit': places(7976) });
    renderWithApp(<EventDetailView event={PRICED} lang="th" />);
    const [marathon, half, mini] = screen.getAllByTestId('event-race-type');
    expect(within(marathon!).getByTestId('event-race-type-price')).toHaveTextContent('990 บาท');
    expect(within(marathon!).getByTestId('event-race-type-next-price')).toHaveTextContent(
      'ราคา Early bird ถึง 1 มิถุนายน 2569 เวลา 10:00 น. จากนั้น 1,200 บาท',
    );
    expect(within(half!).getByTestId('event-race-type-next-price')).toHaveTextContent(
      'ตั้งแต่ 1 กรกฎาคม 2569 เวลา 10:00 น. ราคา 1,000 บาท',
    );
    expect(within(mini!).queryByTestId('event-race-type-next-price')).toBeNull();
  });

  it('in English names the tier and the date in English', async () => {
    await setLanguage('en');
    mockApi({ 'POST /v1/order/check-participate-limit': places(7976) });
    renderWithApp(<EventDetailView event={PRICED} lang="en" />);
    const [marathon] = screen.getAllByTestId('event-race-type');
    expect(within(marathon!).getByTestId('event-race-type-next-price')).toHaveTextContent(
      /^Early bird until 1 June 2026.*10:00, then 1,200 THB$/,
    );
    expect(await screen.findByText('7,976 of 8,000 places left')).toHaveAttribute(
      'data-testid',
      'event-places',
    );
  });

  it('shows the places left of the whole event beside the registration button', async () => {
    await setLanguage('th');
    mockApi({ 'POST /v1/order/check-participate-limit': places(7976) });
    renderWithApp(<EventDetailView event={BANGKOK} lang="th" />);
    expect(await screen.findByText('เหลือ 7,976 จาก 8,000 ที่')).toHaveAttribute('data-testid', 'event-places');
    expect(await screen.findByTestId('join-event')).toBeInTheDocument();
  });

  it('a full event reads full on both badges and in its places, not open', async () => {
    await setLanguage('th');
    mockApi({ 'POST /v1/order/check-participate-limit': places(0) });
    renderWithApp(<EventDetailView event={FULL} lang="th" />);
    expect(await screen.findByTestId('event-full-notice')).toBeInTheDocument();
    const badges = screen.getAllByTestId('event-status');
    expect(badges).toHaveLength(2);
    for (const badge of badges) expect(badge).toHaveTextContent('เต็มแล้ว');
    expect(screen.getByTestId('event-places')).toHaveTextContent('เต็มแล้ว');
    expect(screen.queryByText('เปิดรับสมัคร')).toBeNull();
  });

  it('reads full as soon as the places check finds none, before the event reply says so', async () => {
    await setLanguage('en');
    mockApi({ 'POST /v1/order/check-participate-limit': places(0) });
    renderWithApp(<EventDetailView event={BANGKOK} lang="en" />);
    expect(await screen.findByTestId('event-full-notice')).toBeInTheDocument();
    for (const badge of screen.getAllByTestId('event-status')) expect(badge).toHaveTextContent('Full');
  });
});

describe('the home page card', () => {
  it('of a full event says full, of an event with room open', async () => {
    await setLanguage('th');
    renderWithApp(
      <>
        <EventCard event={FULL} />
        <EventCard event={{ ...BANGKOK, event_key: 'other-run-2027' }} />
      </>,
    );
    const [full, open] = screen.getAllByTestId('event-status');
    expect(full).toHaveTextContent('เต็มแล้ว');
    expect(full).toHaveAttribute('data-status', 'full');
    expect(open).toHaveTextContent('เปิดรับสมัคร');
  });
});
