/**
 * Desk staff do not see the staff form (issue 27 item 7): the server refuses their additions and role
 * changes, so the page shows them the list only; an organizer of the event sees the form and actions.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganizerEvent, StaffMember } from '@raceday/domain/validation';
import { StaffPage } from '@/features/staff/components/StaffPage';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockApi } from '../support/api';
import { TRAIL } from '../support/events';
import { renderWithApp } from '../support/render';

const STAFF: StaffMember[] = [
  { user_id: 1, email: 'organizer@raceday.local', name: 'Organizer', role: 'organizer', invited: false },
  { user_id: 2, email: 'desk@example.com', name: 'Desk', role: 'desk', invited: false },
];

function showAs(role: OrganizerEvent['role']) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token-0123456789');
  window.localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ email: 'desk@example.com', role: 'organizer', display_name: 'desk' }),
  );
  const mine: Partial<OrganizerEvent> = { event_key: TRAIL.event_key, title: TRAIL.title, role };
  return mockApi({
    'POST /v1/organizer/event': { body: { status: 'success', body: [mine] } },
    [`GET /v1/organizer/staff/${TRAIL.event_key}`]: { body: { status: 'success', body: STAFF } },
  });
}

describe('the staff page', () => {
  it('shows desk staff the list without the form or the row actions', async () => {
    const calls = showAs('desk');
    renderWithApp(<StaffPage event={TRAIL} />);
    expect(await screen.findAllByTestId('staff-row')).toHaveLength(2);
    // Once the person's event list has answered (their role known), the form is still not there.
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/organizer/event')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('staff-add-form')).toBeNull();
    expect(screen.queryByTestId('staff-change-role')).toBeNull();
    expect(screen.queryByTestId('staff-remove')).toBeNull();
  });

  it('shows an organizer the form and the row actions', async () => {
    showAs('organizer');
    renderWithApp(<StaffPage event={TRAIL} />);
    expect(await screen.findAllByTestId('staff-row')).toHaveLength(2);
    expect(await screen.findByTestId('staff-add-form')).toBeInTheDocument();
    expect(screen.getAllByTestId('staff-remove')).toHaveLength(2);
  });
});
