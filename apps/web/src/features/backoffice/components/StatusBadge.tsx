import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { ReportOrderRow } from '../api/types';
import { formatBaht, STATUS_BADGE_COLORS } from './format';

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

/**
 * The status, what was refunded of it (all, or part and how much), and any money flag that needs the
 * organizer (a second charge, a payment after close).
 */
export function StatusWithFlags({ row }: { row: ReportOrderRow }) {
  const { t } = useTranslation();
  const full = row.refunded_amount > 0 && row.refunded_amount >= row.paid_amount;
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge status={row.status} />
      {row.refunded_amount > 0 && (
        <Badge
          variant="light"
          color={full ? 'grape' : 'orange'}
          data-testid="order-refunded"
          data-refund={full ? 'full' : 'part'}
          style={{ maxWidth: 'none', minWidth: 'max-content' }}
        >
          {full
            ? t('report.refunded.full')
            : t('report.refunded.part', { amount: `฿${formatBaht(row.refunded_amount, currentLanguage())}` })}
        </Badge>
      )}
      {(row.payment_flags ?? []).map((flag) => (
        <Badge key={flag} variant="filled" color="red.8" data-testid="payment-flag" data-flag={flag}>
          {t(`report.flags.${flag}`, { defaultValue: flag })}
        </Badge>
      ))}
    </Group>
  );
}
