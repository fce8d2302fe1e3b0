import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventGroupKey } from '../utils';

// Shades dark enough for white text at 4.5:1 (teal.7 gave 3.1:1).
const COLORS: Record<EventGroupKey, string> = { open: 'teal.9', soon: 'accent', closed: 'gray.7' };

export function StatusBadge({ group, ...props }: { group: EventGroupKey } & BadgeProps) {
  const { t } = useTranslation();
  const label =
    group === 'open'
      ? t('event.statusOpen')
      : group === 'soon'
        ? t('event.statusSoon')
        : t('event.statusClosed');
  return (
    <Badge color={COLORS[group]} variant="filled" data-testid="event-status" data-status={group} {...props}>
      {label}
    </Badge>
  );
}
