import { GatedEventRoute } from '@/components/BackofficeGate';
import { StaffPage } from '@/features/staff/components/StaffPage';

/** `/dashboard-organizer/:eventKey/staff`: the event's staff (organizers and bib desk), by e-mail. */
export default function DashboardOrganizerStaffRoute() {
  return <GatedEventRoute page={(event) => <StaffPage event={event} />} />;
}
