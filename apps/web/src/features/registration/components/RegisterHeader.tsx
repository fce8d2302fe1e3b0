import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconBuildingBank,
  IconCalendarEvent,
  IconMapPin,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { coverImage, formatDate } from '@raceday/domain';
import { eventLocation, eventTitle } from '../model/event-view';
import type { RegisterViewProps } from '../model/variant';
import classes from './Register.module.css';

/** Shown while the cover is missing or cannot load. */
const COVER_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0b5f86"/></svg>',
  );

/** Cover, title, race day (Buddhist era in Thai) and location of the event being registered for. */
export function RegisterHeader({ event, lang, variant }: RegisterViewProps) {
  const { t } = useTranslation();
  const title = eventTitle(event, lang);
  return (
    <Stack gap="sm" mb="lg">
      <Anchor component={Link} to={`/${event.event_key}`} size="sm" c="dimmed" className={classes.back}>
        <IconArrowLeft size={16} />
        {t('registration.backToEvent')}
      </Anchor>
      <Paper withBorder shadow="sm" className={classes.header} data-testid="register-header">
        <Box className={classes.headerCover}>
          <Image
            {...coverImage(event)}
            sizes="(max-width: 48em) 100vw, 320px"
            fallbackSrc={COVER_FALLBACK}
            alt={t('registration.coverAlt', { title })}
            className={classes.headerImage}
            data-testid="register-cover"
          />
        </Box>
        <Stack gap={8} className={classes.headerText}>
          <Group gap={6}>
            <Badge tt="none" variant="light" color="accent">
              {t('registration.eyebrow')}
            </Badge>
            {variant === 'offline' && (
              <Badge tt="none" variant="light" color="grape" leftSection={<IconBuildingStore size={12} />}>
                {t('registration.variant.offline')}
              </Badge>
            )}
            {variant === 'direct' && (
              <Badge tt="none" variant="light" color="teal" leftSection={<IconBuildingBank size={12} />}>
                {t('registration.variant.direct')}
              </Badge>
            )}
          </Group>
          <Title order={1} className={classes.title} data-testid="register-title">
            {title}
          </Title>
          <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
            <IconCalendarEvent size={18} stroke={1.6} className={classes.metaIcon} />
            <Text size="sm" data-testid="register-date">
              {formatDate(event.event_date, lang)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
            <IconMapPin size={18} stroke={1.6} className={classes.metaIcon} />
            <Text size="sm" data-testid="register-location">
              {eventLocation(event, lang)}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
