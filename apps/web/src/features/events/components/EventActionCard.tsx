import type { ComponentType, ReactNode } from 'react';
import { Badge, Button, Card, Divider, Group, Stack, Text, ThemeIcon, type ButtonProps } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconHourglassHigh,
  IconLock,
  IconMapPin,
  IconRun,
  IconUserSearch,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { formatDate, formatDateTime, type EventDetail, type Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { Notice } from '@/components/Notice';
import { pickText } from '@/lib/language';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { eventLocation } from '../utils';
import { EventStatusBadge } from './StatusBadge';
import classes from './Events.module.css';

function MetaRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={36} radius="md" className={classes.metaIcon}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={500}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** The registration box of the detail page (seed 000, sections 2 and 4). */
export function EventActionCard({ event, lang }: { event: EventDetail; lang: Language }) {
  const { t } = useTranslation();
  // The organizer's own opening text (may carry a note) for the notice; plain dates for the window.
  const start = pickText(lang, event.registration_start_txt_th, event.registration_start_txt_en);
  const windowStart = formatDateTime(event.registration_start_at, lang);
  const windowEnd = formatDateTime(event.registration_end_at, lang);
  const payment =
    event.payment_method === 'FREE'
      ? t('event.paymentFree')
      : event.payment_method === 'DIRECT'
        ? t('event.paymentDirect')
        : t('event.paymentOnline');

  return (
    <Card className={classes.actionCard} shadow="md" padding="lg" data-testid="event-action-card">
      <Group justify="space-between" mb="md" gap="xs">
        <Text fw={600} ff="heading" size="lg">
          {t('event.register')}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="brand">
            {payment}
          </Badge>
          <EventStatusBadge event={event} />
        </Group>
      </Group>

      <Stack gap="md">
        {/* Phones show the date and location right above this card, in the page head. */}
        <Stack gap="md" visibleFrom="md">
          <MetaRow icon={<IconCalendarEvent size={19} />} label={t('event.date')}>
            {formatDate(event.event_date, lang)}
          </MetaRow>
          <MetaRow icon={<IconMapPin size={19} />} label={t('event.location')}>
            {eventLocation(event, lang)}
          </MetaRow>
        </Stack>
        {windowStart && windowEnd && (
          <MetaRow icon={<IconCalendarTime size={19} />} label={t('event.registrationPeriod')}>
            <span data-testid="registration-window">
              {t('event.registrationRange', { start: windowStart, end: windowEnd })}
            </span>
          </MetaRow>
        )}
        <PlacesRow event={event} />
      </Stack>

      <Divider my="lg" />

      <Stack gap="sm">
        <RegistrationAction event={event} lang={lang} start={start} />
        <LinkButton
          to={`/${event.event_key}/check`}
          variant="light"
          size="md"
          fullWidth
          icon={IconUserSearch}
          data-testid="participant-check"
        >
          {t('event.participantCheck')}
        </LinkButton>
      </Stack>
    </Card>
  );
}

/**
 * Places of an event with a limit: how many are left of how many while registration is open (the
 * registration button's own places check), else the limit alone.
 */
function PlacesRow({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const isOpen = event.is_open_register === 'Y';
  const limit = useCheckParticipateLimit(event.event_key, { enabled: isOpen, language: 'TH' });
  if (event.participant_limit === null) return null;
  const n = (value: number) => value.toLocaleString('en-US');
  const left = isOpen && limit.isSuccess ? limit.data.placesLeft : null;
  return (
    <MetaRow icon={<IconUsersGroup size={19} />} label={t('event.places')}>
      <span data-testid="event-places">
        {event.is_full === 'Y' || left === 0
          ? t('event.facts.full')
          : left !== null
            ? t('event.placesLeftOf', { left: n(left), limit: n(event.participant_limit) })
            : t('event.placesLimit', { limit: n(event.participant_limit) })}
      </span>
    </MetaRow>
  );
}

/** The registration button while it cannot be pressed (checking, full, closed): large, full width, disabled. */
function DisabledAction({
  icon: Icon,
  ...props
}: ButtonProps & { icon?: ComponentType<IconProps>; children: ReactNode; 'data-testid': string }) {
  return <Button size="lg" fullWidth disabled leftSection={Icon && <Icon size={20} />} {...props} />;
}

function RegistrationAction({ event, lang, start }: { event: EventDetail; lang: Language; start: string }) {
  const { t } = useTranslation();
  const isOpen = event.is_open_register === 'Y';
  // The detail page asks in Thai, as the seed does (the message is not shown here).
  const limit = useCheckParticipateLimit(event.event_key, { enabled: isOpen, language: 'TH' });

  if (isOpen) {
    if (limit.isPending) {
      return (
        <DisabledAction loading data-testid="participate-checking">
          {t('event.checking')}
        </DisabledAction>
      );
    }
    if (limit.isSuccess && limit.data.canCreateOrder) {
      return (
        <LinkButton
          to={`/${event.event_key}/register`}
          size="lg"
          color="accent"
          fullWidth
          icon={IconRun}
          data-testid="join-event"
        >
          {t('event.join')}
        </LinkButton>
      );
    }
    // can_create_order N, or anything other than Y (including a failed check), counts as full.
    return (
      <Stack gap={6}>
        <DisabledAction icon={IconUsersGroup} data-testid="event-full-notice">
          {t('event.full')}
        </DisabledAction>
        <Text size="xs" c="dimmed" ta="center">
          {t('event.fullHint')}
        </Text>
      </Stack>
    );
  }

  if (event.is_event_end === 'Y') {
    return (
      <DisabledAction icon={IconLock} data-testid="registration-closed">
        {t('event.closed')}
      </DisabledAction>
    );
  }

  return (
    <Notice
      color="accent"
      icon={IconHourglassHigh}
      title={t('event.soon')}
      data-testid="registration-soon"
      lang={lang}
    >
      {start ? t('event.soonAt', { date: start }) : null}
    </Notice>
  );
}
