import { RequireToken } from '@/lib/RequireToken';
import { CreateEventPage } from '@/features/setup/components/CreateEventPage';

/** /dashboard-organizer/new: an organizer (or the super-admin) creates an event as a draft; needs a token. */
export default function DashboardOrganizerNewRoute() {
  return (
    <RequireToken>
      <CreateEventPage />
    </RequireToken>
  );
}
