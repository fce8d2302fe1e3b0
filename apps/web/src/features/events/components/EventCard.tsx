import { AspectRatio, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { EventSummary } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { eventBadgeOf, eventDateText, eventLocation, eventTitle } from '../utils';
import { EventCover } from './EventCover';
import { StatusBadge } from './StatusBadge';
import classes from './Events.module.css';

export function EventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = eventTitle(event, lang);

  return (
    <Card
      component={Link}
      to={`/${event.event_key}`}
      padding="md"
      className={classes.card}
      data-testid="event-card"
      data-event-key={event.event_key}
    >
      <Card.Section className={classes.cardMedia}>
        <AspectRatio ratio={1200 / 630}>
          <EventCover
            event={event}
            sizes="(max-width: 48em) 100vw, (max-width: 75em) 50vw, 400px"
            title={title}
            loading="lazy"
            decoding="async"
            className={classes.cardImage}
          />
        </AspectRatio>
        <StatusBadge group={eventBadgeOf(event)} className={classes.cardBadge} size="md" />
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Text className={classes.cardTitle} lineClamp={2}>
          {title}
        </Text>
        <Group gap={8} wrap="nowrap" c="dimmed">
          <IconCalendarEvent size={17} stroke={1.6} className={classes.cardIcon} />
          <Text size="sm">{eventDateText(event, lang)}</Text>
        </Group>
        <Group gap={8} wrap="nowrap" c="dimmed" align="flex-start">
          <IconMapPin size={17} stroke={1.6} className={classes.cardIcon} />
          <Text size="sm" lineClamp={2}>
            {eventLocation(event, lang)}
          </Text>
        </Group>
      </Stack>
      <Box className={classes.cardFooter}>
        <Text size="sm" fw={600} c="brand">
          {t('event.viewDetails')}
        </Text>
        <IconArrowRight size={16} className={classes.cardArrow} />
      </Box>
    </Card>
  );
}
