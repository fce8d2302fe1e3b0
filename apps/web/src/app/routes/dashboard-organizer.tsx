import { RequireToken } from '@/lib/RequireToken';
import { OrganizerEventsPage } from '@/features/organizer/components/OrganizerEventsPage';

/** /dashboard-organizer: the organizer's events (seed 001 §2.5); needs a token. */
export default function DashboardOrganizerRoute() {
  return (
    <RequireToken>
      <OrganizerEventsPage />
    </RequireToken>
  );
}
