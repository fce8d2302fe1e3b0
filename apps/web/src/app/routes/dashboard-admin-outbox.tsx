import { RequireToken } from '@/lib/RequireToken';
import { OutboxPage } from '@/features/outbox/components/OutboxPage';

/** /dashboard-admin/outbox: the super-admin reads the e-mails of the queue (issue 12); needs a token. */
export default function DashboardAdminOutboxRoute() {
  return (
    <RequireToken>
      <OutboxPage />
    </RequireToken>
  );
}
