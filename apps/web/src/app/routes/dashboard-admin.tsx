import { RequireToken } from '@/lib/RequireToken';
import { OrganizerEventsPage } from '@/features/organizer/components/OrganizerEventsPage';

/** /dashboard-admin: 'my events [ADMIN]' (seed 001 §2.8, first bullet); needs a token. */
export default function DashboardAdminRoute() {
  return (
    <RequireToken>
      <OrganizerEventsPage admin />
    </RequireToken>
  );
}
