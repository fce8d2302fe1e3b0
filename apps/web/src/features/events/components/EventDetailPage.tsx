import { useEffect } from 'react';
import { AspectRatio, Box, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { formatDate, type EventDetail, type Language } from '@raceday/domain';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { HtmlContent } from '@/components/HtmlContent';
import { NotFound } from '@/components/NotFound';
import { PageContainer } from '@/components/PageContainer';
import { UnpaidOrderBanner } from '@/components/UnpaidOrderBanner';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetEventInitial } from '../api/get-event-initial';
import { isEventKey } from '@raceday/domain';
import { eventLocation, eventTitle } from '../utils';
import { EventActionCard } from './EventActionCard';
import { EventCover } from './EventCover';
import { EventFacts } from './EventFacts';
import { EventStatusBadge } from './StatusBadge';
import classes from './EventDetail.module.css';
import eventClasses from './Events.module.css';

/** `/:eventKey`: a reserved or malformed key is a 404 without asking the server. */
export function EventDetailPage() {
  const { eventKey = '' } = useParams();
  if (!isEventKey(eventKey)) return <NotFound />;
  return <EventDetailLoader key={eventKey} eventKey={eventKey} />;
}

function EventDetailLoader({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useGetEventInitial(eventKey);
  usePageTitle(query.data ? eventTitle(query.data, currentLanguage()) : t('event.loading'));

  useEffect(() => {
    // Missing event or a failed call: the seed sends the visitor to /404.
    if (query.isError) void navigate('/404', { replace: true });
  }, [query.isError, navigate]);

  if (!query.data) return <EventDetailSkeleton />;
  return <EventDetailView event={query.data} lang={currentLanguage()} />;
}

/**
 * The page's frame while the event loads: the same grid, cover ratio, title and card heights as the
 * filled page, so nothing moves when it arrives (CLS).
 */
function EventDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <PageContainer data-testid="event-loading" aria-busy="true">
      <VisuallyHidden role="status">{t('event.loading')}</VisuallyHidden>
      <BackLink to="/">{t('event.backToEvents')}</BackLink>
      <Box className={classes.layout} aria-hidden>
        <Stack className={classes.head} gap="lg">
          <Box className={eventClasses.hero}>
            <AspectRatio ratio={1200 / 630}>
              <Skeleton radius={0} />
            </AspectRatio>
          </Box>
          <Stack gap="xs">
            <Skeleton height={20} width={90} radius="xl" />
            <Skeleton width="70%" className={classes.skeletonTitle} />
            <Skeleton width="55%" className={classes.skeletonMeta} />
          </Stack>
        </Stack>
        <Box className={classes.action}>
          <Skeleton radius="md" className={classes.skeletonAction} />
        </Box>
        <Stack className={classes.body} gap="lg">
          <Skeleton height={380} radius="md" />
        </Stack>
      </Box>
    </PageContainer>
  );
}

/** The event's public page; the setup preview shows it too, without the way back to the list. */
export function EventDetailView({
  event,
  lang,
  backLink = true,
}: {
  event: EventDetail;
  lang: Language;
  backLink?: boolean;
}) {
  const { t } = useTranslation();
  const title = eventTitle(event, lang);
  const content = pickText(lang, event.content, event.content_en);
  const organizer = pickText(lang, event.organizer_info, event.organizer_info_en);

  return (
    <PageContainer data-testid="event-detail">
      {backLink && <BackLink to="/">{t('event.backToEvents')}</BackLink>}

      <Box className={classes.layout}>
        <Stack className={classes.head} gap="lg">
          <Box className={eventClasses.hero}>
            <AspectRatio ratio={1200 / 630}>
              {/* The page's largest paint (LCP): fetched first, drawn at its own ratio. */}
              <EventCover
                event={event}
                title={title}
                sizes="(max-width: 62em) 100vw, 760px"
                fetchPriority="high"
                data-testid="event-cover"
              />
            </AspectRatio>
          </Box>
          <Stack gap="xs">
            <Group gap="xs">
              <EventStatusBadge event={event} />
            </Group>
            <Title order={1} className={eventClasses.detailTitle} data-testid="event-title">
              {title}
            </Title>
            <Group gap="lg" style={{ rowGap: 6 }} c="dimmed">
              <Group gap={6} wrap="nowrap">
                <IconCalendarEvent size={18} stroke={1.6} />
                <Text size="md" data-testid="event-date">
                  {formatDate(event.event_date, lang)}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} stroke={1.6} />
                <Text size="md" data-testid="event-location">
                  {eventLocation(event, lang)}
                </Text>
              </Group>
            </Group>
          </Stack>
        </Stack>

        <Box className={classes.action}>
          <Stack gap="md">
            {/* Not in the setup preview (no way back to the list): the organizer's own orders are not the point there. */}
            {backLink && <UnpaidOrderBanner eventKey={event.event_key} lang={lang} />}
            <EventActionCard event={event} lang={lang} />
          </Stack>
        </Box>

        <Stack className={classes.body} gap="lg">
          <EventFacts event={event} lang={lang} />
          <Card padding="xl" className={classes.section}>
            <Title order={2} className={classes.sectionTitle}>
              {t('event.details')}
            </Title>
            {content.trim() !== '' ? (
              <HtmlContent html={content} data-testid="event-content" />
            ) : (
              <Text c="dimmed">{t('event.noContent')}</Text>
            )}
          </Card>
          {organizer.trim() !== '' && (
            <Card padding="xl" className={classes.section}>
              <Title order={2} className={classes.sectionTitle}>
                {t('event.organizer')}
              </Title>
              <HtmlContent html={organizer} data-testid="event-organizer" />
            </Card>
          )}
        </Stack>
      </Box>
    </PageContainer>
  );
}
