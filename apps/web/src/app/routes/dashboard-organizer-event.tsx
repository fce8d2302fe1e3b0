import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';
import { EventReportPage } from '@/features/backoffice/components/EventReportPage';

/** /dashboard-organizer/:eventKey: the organizer's report of one event (seed 001 §2.6). */
export default function DashboardOrganizerEventRoute() {
  const { eventKey = '' } = useParams();
  return <BackofficeGate eventKey={eventKey}>{(event) => <EventReportPage event={event} />}</BackofficeGate>;
}
