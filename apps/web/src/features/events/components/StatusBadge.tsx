import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@raceday/domain';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { eventBadgeOf, type EventBadgeKey } from '../utils';

// Shades dark enough for white text at 4.5:1 (teal.7 gave 3.1:1).
const COLORS: Record<EventBadgeKey, string> = {
  open: 'teal.9',
  soon: 'accent',
  closed: 'gray.7',
  full: 'red.9',
};

export function StatusBadge({ group, ...props }: { group: EventBadgeKey } & BadgeProps) {
  const { t } = useTranslation();
  const label =
    group === 'open'
      ? t('event.statusOpen')
      : group === 'soon'
        ? t('event.statusSoon')
        : group === 'full'
          ? t('event.statusFull')
          : t('event.statusClosed');
  return (
    <Badge color={COLORS[group]} variant="filled" data-testid="event-status" data-status={group} {...props}>
      {label}
    </Badge>
  );
}

/**
 * The event page's badge: 'full' as soon as the page's places check (the registration button's own
 * query, asked once) finds no place, even before the event's cached reply says so.
 */
export function EventStatusBadge({
  event,
  ...props
}: {
  event: Pick<EventSummary, 'event_key' | 'event_status' | 'is_full' | 'is_open_register'>;
} & BadgeProps) {
  const limit = useCheckParticipateLimit(event.event_key, {
    enabled: event.is_open_register === 'Y',
    language: 'TH',
  });
  const fullNow = limit.isSuccess && !limit.data.canCreateOrder;
  return <StatusBadge group={eventBadgeOf(event, fullNow)} {...props} />;
}
