import { useParams } from 'react-router';
import { EventDetailView } from '@/features/events/components/EventDetailPage';
import { PreviewFrame } from '@/features/setup/components/PreviewFrame';
import { currentLanguage } from '@/lib/i18n';
import { RequireToken } from '@/lib/RequireToken';

/**
 * /dashboard-organizer/:eventKey/preview: the event's public page as it will look, drafts included:
 * the public page's own view (the setup feature may not import the events feature; the app can).
 */
export default function DashboardOrganizerPreviewRoute() {
  const { eventKey = '' } = useParams();
  return (
    <RequireToken>
      <PreviewFrame key={eventKey} eventKey={eventKey}>
        {(event) => <EventDetailView event={event} lang={currentLanguage()} backLink={false} />}
      </PreviewFrame>
    </RequireToken>
  );
}
