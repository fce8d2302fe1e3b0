import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';
import { EventReportPage } from '@/features/backoffice/components/EventReportPage';

/** /dashboard-admin/:eventKey: the admin's view of one event, tables only (seed 001 §2.8). */
export default function DashboardAdminEventRoute() {
  const { eventKey = '' } = useParams();
  return (
    <BackofficeGate eventKey={eventKey}>{(event) => <EventReportPage event={event} admin />}</BackofficeGate>
  );
}
