import { AspectRatio, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { formatDate, type EventDetail } from '@raceday/domain';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/HtmlContent';
import { PageContainer } from '@/components/PageContainer';
import { EventActionCard } from '@/features/events/components/EventActionCard';
import { EventCover } from '@/features/events/components/EventCover';
import { StatusBadge } from '@/features/events/components/StatusBadge';
import classes from '@/features/events/components/EventDetail.module.css';
import eventClasses from '@/features/events/components/Events.module.css';
import { eventGroupOf, eventLocation, eventTitle } from '@/features/events/utils';
import { PreviewFrame } from '@/features/setup/components/PreviewFrame';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { RequireToken } from '@/lib/RequireToken';

/**
 * /dashboard-organizer/:eventKey/preview: the event's public page as it will look, drafts included,
 * from the public page's own parts (the setup feature may not import the events feature; the app can).
 * The layout follows EventDetailPage's EventDetailView, which that module does not export.
 */
export default function DashboardOrganizerPreviewRoute() {
  const { eventKey = '' } = useParams();
  return (
    <RequireToken>
      <PreviewFrame key={eventKey} eventKey={eventKey}>
        {(event) => <PreviewedEvent event={event} />}
      </PreviewFrame>
    </RequireToken>
  );
}

function PreviewedEvent({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = eventTitle(event, lang);
  const content = pickText(lang, event.content, event.content_en);
  const organizer = pickText(lang, event.organizer_info, event.organizer_info_en);
  return (
    <PageContainer data-testid="event-detail">
      <Box className={classes.layout}>
        <Stack className={classes.head} gap="lg">
          <Box className={eventClasses.hero}>
            <AspectRatio ratio={1200 / 630}>
              <EventCover event={event} title={title} data-testid="event-cover" />
            </AspectRatio>
          </Box>
          <Stack gap="xs">
            <Group gap="xs">
              <StatusBadge group={eventGroupOf(event)} />
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
          <EventActionCard event={event} lang={lang} />
        </Box>
        <Stack className={classes.body} gap="lg">
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
