import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportOrderRow } from '../api/types';
import { STATUS_BADGE_COLORS } from './format';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_BADGE_COLORS[status] ?? 'gray'}
      data-testid="order-status"
      data-status={status}
      style={{ maxWidth: 'none', minWidth: 'max-content', flexShrink: 0 }}
    >
      {t(`report.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The status and any money flag that needs the organizer (a second charge, a payment after close). */
export function StatusWithFlags({ row }: { row: ReportOrderRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge status={row.status} />
      {(row.payment_flags ?? []).map((flag) => (
        <Badge key={flag} variant="filled" color="red.8" data-testid="payment-flag" data-flag={flag}>
          {t(`report.flags.${flag}`, { defaultValue: flag })}
        </Badge>
      ))}
    </Group>
  );
}
