import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';
import { StaffPage } from '@/features/staff/components/StaffPage';

/** `/dashboard-organizer/:eventKey/staff`: the event's staff (organizers and bib desk), by e-mail. */
export default function DashboardOrganizerStaffRoute() {
  const { eventKey = '' } = useParams();
  return (
    <BackofficeGate key={eventKey} eventKey={eventKey}>
      {(event) => <StaffPage event={event} />}
    </BackofficeGate>
  );
}
