import { useParams } from 'react-router';
import { RequireToken } from '@/lib/RequireToken';
import { SetupPage } from '@/features/setup/components/SetupPage';

/** /dashboard-organizer/:eventKey/setup: the event's setup; the setup call itself says who may. */
export default function DashboardOrganizerSetupRoute() {
  const { eventKey = '' } = useParams();
  return (
    <RequireToken>
      <SetupPage key={eventKey} eventKey={eventKey} />
    </RequireToken>
  );
}
