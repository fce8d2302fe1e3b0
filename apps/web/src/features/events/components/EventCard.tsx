import type { ImgHTMLAttributes } from 'react';
import { AspectRatio, Box, Card, Group, Image, Stack, Text, type ImageProps } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { EventSummary } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { COVER_FALLBACK, coverUrl, eventDateText, eventGroupOf, eventLocation, eventTitle } from '../utils';
import { StatusBadge } from './StatusBadge';
import classes from './Events.module.css';

/** An event's cover at its own 1200 x 630 ratio, the drawn fallback when it cannot be loaded. */
export function EventCover({
  event,
  title,
  ...props
}: ImageProps &
  Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> & {
    event: EventSummary;
    title: string;
  }) {
  const { t } = useTranslation();
  return (
    <Image
      src={coverUrl(event)}
      fallbackSrc={COVER_FALLBACK}
      alt={t('event.coverAlt', { title })}
      width={1200}
      height={630}
      w="100%"
      h="100%"
      {...props}
    />
  );
}

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
            title={title}
            loading="lazy"
            decoding="async"
            className={classes.cardImage}
          />
        </AspectRatio>
        <StatusBadge group={eventGroupOf(event)} className={classes.cardBadge} size="md" />
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
