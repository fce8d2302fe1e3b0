/** The organizer's event setup pages: creating an event and the setup page, against a mocked server. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupEventView } from '@raceday/domain/validation';
import { CreateEventPage } from '@/features/setup/components/CreateEventPage';
import { SetupPage } from '@/features/setup/components/SetupPage';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockApi } from './support/api';
import { renderWithApp, setLanguage } from './support/render';

function signIn(role: 'organizer' | 'ssadmin') {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token-0123456789');
  window.localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ email: `${role}@raceday.local`, role, display_name: role }),
  );
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** A draft as the server shows it, with one race type, its early-bird tier, a shirt and a delivery. */
function draftView(overrides: Partial<SetupEventView> = {}): SetupEventView {
  return {
    event_key: 'chiang-mai-trail-2027',
    is_published: false,
    is_registration_closed: false,
    registration_status: 'SOON',
    cover_url: '',
    places_taken: 0,
    settings: {
      title: 'เชียงใหม่เทรล 2027',
      title_en: 'Chiang Mai Trail 2027',
      event_date: '2027-03-14',
      registration_start_at: '2027-01-01T02:00:00.000Z',
      registration_end_at: '2027-03-01T16:59:00.000Z',
      payment_method: 'OPN',
      max_runner_register_per_order: 5,
      participant_limit: null,
      is_production_mode: false,
      system_fee_amt: 20,
    } as SetupEventView['settings'],
    'run-types': [
      {
        id: 7,
        name: 'เทรล 21 กม.',
        name_en: 'Trail 21 km',
        description: '',
        description_en: '',
        sort_order: 0,
        price: 1200,
        team_size: 1,
        participant_limit: 300,
        min_age: null,
        max_age: null,
        start_time: '',
        bib_prefix: 'T',
        bib_start: 1,
        is_hidden: false,
        places_taken: 12,
      },
    ],
    'price-tiers': [
      {
        id: 3,
        run_type_id: 7,
        name: 'Early bird',
        name_en: 'Early bird',
        price: 990,
        starts_at: '2027-01-01T02:00:00.000Z',
        ends_at: '2027-01-31T16:59:00.000Z',
      },
    ],
    'run-models': [],
    shirts: [
      {
        id: 4,
        name: 'เสื้อ M (38")',
        name_en: 'Shirt M (38")',
        sort_order: 0,
        run_type_id: null,
        additional_price: 0,
        stock: 100,
        taken: 12,
        is_hidden: false,
      },
    ],
    'delivery-types': [],
    coupons: [],
    'additional-selects': [],
    'additional-options': [],
    ...overrides,
  };
}

describe('the create event page', () => {
  it('shows the server’s field messages beside the fields, and sends Bangkok times', async () => {
    signIn('organizer');
    const calls = mockApi({
      'POST /v1/organizer/setup/events': {
        status: 400,
        body: {
          status: 'error',
          code: 'validation.invalid',
          message: 'registration_end_at: ต้องอยู่หลังเวลาเริ่ม',
          field: 'registration_end_at',
          errors: [
            { field: 'registration_end_at', message: 'ต้องอยู่หลังเวลาเริ่ม' },
            { field: 'event_key', message: 'รหัสงานนี้มีอยู่แล้ว' },
          ],
        },
      },
    });
    renderWithApp(<CreateEventPage />);

    // An organizer does not name an organizer; the super-admin does (next test).
    expect(screen.queryByTestId('field-organizer_email')).not.toBeInTheDocument();
    fill('field-event_key', 'chiang-mai-trail-2027');
    fill('field-title', 'เชียงใหม่เทรล 2027');
    fill('field-event_date', '2027-03-14');
    fill('field-registration_start_at', '2027-02-01T09:00');
    fill('field-registration_end_at', '2027-01-01T09:00');
    fireEvent.click(screen.getByTestId('setup-new-form-submit'));

    expect(await screen.findByText('ต้องอยู่หลังเวลาเริ่ม')).toBeInTheDocument();
    expect(screen.getByText('รหัสงานนี้มีอยู่แล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('field-registration_end_at')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('field-title')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('setup-new-form-problem')).toHaveTextContent('กรุณาแก้ไขช่องที่มีข้อความสีแดง');

    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.headers['accept-language']).toBe('th');
    expect(sent.headers.authorization).toBe('Bearer test-token-0123456789');
    expect(sent.body).toEqual({
      event_key: 'chiang-mai-trail-2027',
      title: 'เชียงใหม่เทรล 2027',
      title_en: '',
      event_date: '2027-03-14',
      payment_method: 'OPN',
      registration_start_at: '2027-02-01T09:00:00+07:00',
      registration_end_at: '2027-01-01T09:00:00+07:00',
    });

    // Changing a field clears its message.
    fill('field-registration_end_at', '2027-03-01T23:59');
    await waitFor(() =>
      expect(screen.getByTestId('field-registration_end_at')).not.toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('asks the super-admin for the organizer’s e-mail, in English when chosen', async () => {
    await setLanguage('en');
    signIn('ssadmin');
    mockApi({
      'POST /v1/organizer/setup/events': {
        status: 400,
        body: {
          status: 'error',
          code: 'validation.invalid',
          message: 'organizer_email: no organizer has this e-mail',
          errors: [{ field: 'organizer_email', message: 'no organizer has this e-mail' }],
        },
      },
    });
    renderWithApp(<CreateEventPage />);
    expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument();
    fill('field-organizer_email', 'nobody@example.com');
    fireEvent.click(screen.getByTestId('setup-new-form-submit'));
    expect(await screen.findByText('No organizer has this e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail of the organizer who will run it')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('the setup page', () => {
  it('shows the draft: its state, settings, race types with tiers and shirts with stock', async () => {
    signIn('organizer');
    const view = draftView();
    mockApi({
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027': { body: { status: 'success', body: view } },
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027/changes': {
        body: {
          status: 'success',
          body: [
            {
              at: '2026-11-26T05:00:00.000Z',
              actor: 'organizer@raceday.local',
              action: 'event.update',
              detail: { title: ['เชียงใหม่เทรล', 'เชียงใหม่เทรล 2027'] },
            },
          ],
        },
      },
    });
    renderWithApp(<SetupPage eventKey="chiang-mai-trail-2027" />);

    expect(await screen.findByTestId('setup-title')).toHaveTextContent('เชียงใหม่เทรล 2027');
    expect(screen.getByTestId('setup-status')).toHaveTextContent('ฉบับร่าง');
    expect(screen.getByTestId('setup-registration-status')).toHaveTextContent('เร็วๆ นี้');
    expect(screen.getByTestId('setup-publish')).toBeInTheDocument();
    expect(screen.getByTestId('setup-registration-switch')).toHaveTextContent('ปิดรับสมัคร');
    expect(screen.getByTestId('setup-preview')).toHaveAttribute(
      'href',
      '/dashboard-organizer/chiang-mai-trail-2027/preview',
    );
    // Basics shows the view's values, moments in Bangkok time.
    const basics = screen.getByTestId('setup-basics-form');
    expect(within(basics).getByTestId('field-title')).toHaveValue('เชียงใหม่เทรล 2027');
    expect(within(basics).getByTestId('field-registration_start_at')).toHaveValue('2027-01-01T09:00');
    expect(within(basics).getByTestId('field-max_runner_register_per_order')).toHaveValue('5');

    fireEvent.click(screen.getByTestId('setup-tab-runTypes'));
    const runType = await screen.findByTestId('part-run-types-item');
    expect(runType).toHaveAttribute('data-name', 'เทรล 21 กม.');
    expect(runType).toHaveTextContent('1,200 บาท · สมัครแล้ว 12/300 · ช่วงราคา 1');
    fireEvent.click(screen.getByTestId('setup-tab-shirts'));
    const shirt = await screen.findByTestId('part-shirts-item');
    expect(shirt).toHaveTextContent('สั่งแล้ว 12 จาก 100');
    expect(shirt).toHaveAttribute('data-name', 'เสื้อ M (38")');
    // The shirt's form has its English name beside the Thai one.
    fireEvent.click(within(shirt).getByTestId('part-shirts-edit'));
    expect(await within(shirt).findByTestId('field-name_en')).toHaveValue('Shirt M (38")');
    expect(within(shirt).getByTestId('field-name')).toHaveValue('เสื้อ M (38")');
    fireEvent.click(screen.getByTestId('setup-tab-delivery'));
    expect(await screen.findByTestId('part-delivery-types-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('setup-tab-history'));
    expect(await screen.findByText('organizer@raceday.local')).toBeInTheDocument();
    expect(screen.getByTestId('setup-change')).toHaveTextContent(
      'ชื่องาน (ไทย): เชียงใหม่เทรล → เชียงใหม่เทรล 2027',
    );
  });

  it('saves only what changed, puts field messages beside the fields, then shows the reply', async () => {
    signIn('organizer');
    const view = draftView();
    let patches = 0;
    const calls = mockApi({
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027': { body: { status: 'success', body: view } },
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027/changes': {
        body: { status: 'success', body: [] },
      },
      'PATCH /v1/organizer/setup/events/chiang-mai-trail-2027': () =>
        ++patches === 1
          ? {
              status: 400,
              body: {
                status: 'error',
                code: 'validation.invalid',
                message: 'max_runner_register_per_order: ต้องไม่เกิน 20',
                errors: [{ field: 'max_runner_register_per_order', message: 'ต้องไม่เกิน 20' }],
              },
            }
          : {
              body: {
                status: 'success',
                body: { ...view, settings: { ...view.settings, max_runner_register_per_order: 8 } },
              },
            },
    });
    renderWithApp(<SetupPage eventKey="chiang-mai-trail-2027" />);
    await screen.findByTestId('setup-basics-form');

    fill('field-max_runner_register_per_order', '25');
    fireEvent.click(screen.getByTestId('setup-basics-form-submit'));
    expect(await screen.findByText('ต้องไม่เกิน 20')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ max_runner_register_per_order: 25 });

    fill('field-max_runner_register_per_order', '8');
    fireEvent.click(screen.getByTestId('setup-basics-form-submit'));
    expect(await screen.findByTestId('setup-saved')).toHaveTextContent('บันทึกแล้ว');
    await waitFor(() => expect(screen.queryByText('ต้องไม่เกิน 20')).not.toBeInTheDocument());
    expect(screen.getByTestId('field-max_runner_register_per_order')).toHaveValue('8');
  });

  it('offers a hidden shirt again, and shows a cover the server refused beside the upload', async () => {
    signIn('organizer');
    const hidden = draftView();
    hidden.shirts[0]!.is_hidden = true;
    const calls = mockApi({
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027': { body: { status: 'success', body: hidden } },
      'GET /v1/organizer/setup/events/chiang-mai-trail-2027/changes': {
        body: { status: 'success', body: [] },
      },
      'POST /v1/organizer/setup/events/chiang-mai-trail-2027/shirts/4/show': {
        body: { status: 'success', body: draftView() },
      },
      'POST /v1/organizer/setup/events/chiang-mai-trail-2027/cover': {
        status: 400,
        body: {
          status: 'error',
          code: 'cover.too_small',
          message: 'ภาพปกต้องกว้างอย่างน้อย 640 และสูงอย่างน้อย 200 พิกเซล',
          field: 'file',
        },
      },
    });
    renderWithApp(<SetupPage eventKey="chiang-mai-trail-2027" />);

    // The cover: a file that is not a picture is refused before it is sent; the server's reason is shown.
    const input = (await screen.findByTestId('setup-cover')).querySelector('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'poster.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByTestId('setup-cover-error')).toHaveTextContent(
      'กรุณาเลือกไฟล์ภาพ JPEG, PNG หรือ WebP',
    );
    expect(calls.some((c) => c.path.endsWith('/cover'))).toBe(false);
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(10)], 'tiny.png', { type: 'image/png' })] },
    });
    expect(await screen.findByTestId('setup-cover-error')).toHaveTextContent('กว้างอย่างน้อย 640');
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/cover'))).toHaveLength(1);
    expect(screen.getByTestId('setup-cover-image')).toHaveAttribute(
      'src',
      '/covers/chiang-mai-trail-2027.svg',
    );

    fireEvent.click(screen.getByTestId('setup-tab-shirts'));
    const shirt = await screen.findByTestId('part-shirts-item');
    expect(shirt).toHaveAttribute('data-hidden', 'true');
    fireEvent.click(within(shirt).getByTestId('part-shirts-show'));
    await waitFor(() =>
      expect(screen.getByTestId('part-shirts-item')).toHaveAttribute('data-hidden', 'false'),
    );
    expect(screen.queryByTestId('part-shirts-show')).not.toBeInTheDocument();
  });
});
