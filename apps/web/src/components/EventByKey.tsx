import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isEventKey, type EventDetail } from '@raceday/domain';
import { useGetEvent } from '@/api/get-event';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { PageLoading } from './PageLoading';

/**
 * The event of a `/:eventKey/...` page. A malformed key, a missing event or a failed call goes to
 * /404 (seeds 000 and 001); meanwhile a spinner with the page's loading text. Render it with
 * `key={eventKey}` so another event starts from a clean state.
 */
export function EventByKey({
  eventKey,
  loadingText,
  testId,
  title,
  children,
}: {
  eventKey: string;
  loadingText: string;
  /** data-testid of the loading state. */
  testId: string;
  /** The browser tab's title once the event is there. */
  title: (event: EventDetail) => string;
  children: (event: EventDetail) => ReactNode;
}) {
  const navigate = useNavigate();
  const valid = isEventKey(eventKey);
  const query = useGetEvent(eventKey, { enabled: valid });
  usePageTitle(query.data ? title(query.data) : loadingText);

  useEffect(() => {
    if (!valid || query.isError) void navigate('/404', { replace: true });
  }, [valid, query.isError, navigate]);

  if (!query.data) return <PageLoading text={loadingText} data-testid={testId} />;
  return <>{children(query.data)}</>;
}

/** A `/:eventKey/...` page: the event named in the address, its title in the tab in this language. */
export function EventRoute({
  loadingText,
  testId,
  pageTitle,
  children,
}: {
  loadingText: string;
  testId: string;
  /** The tab's title around the event's. */
  pageTitle: (eventTitle: string) => string;
  children: (event: EventDetail) => ReactNode;
}) {
  const { eventKey = '' } = useParams();
  const lang = currentLanguage();
  return (
    <EventByKey
      key={eventKey}
      eventKey={eventKey}
      loadingText={loadingText}
      testId={testId}
      title={(e) => pageTitle(pickText(lang, e.title, e.title_en))}
    >
      {children}
    </EventByKey>
  );
}
