import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventGroupKey } from '../utils';

const COLORS: Record<EventGroupKey, string> = { open: 'teal', soon: 'accent', closed: 'gray' };

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
