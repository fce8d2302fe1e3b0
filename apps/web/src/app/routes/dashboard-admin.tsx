import { RequireToken } from '@/lib/RequireToken';
import { OrganizerEventsPage } from '@/features/organizer/components/OrganizerEventsPage';
import { AdminOrdersSection } from '@/features/backoffice/components/AdminOrdersSection';
import { OutboxLink } from '@/features/outbox/components/OutboxLink';

/** /dashboard-admin: 'my events [ADMIN]' and every event's orders (seed 001 §2.8); needs a token. */
export default function DashboardAdminRoute() {
  return (
    <RequireToken>
      <OutboxLink />
      <OrganizerEventsPage admin />
      <AdminOrdersSection />
    </RequireToken>
  );
}
