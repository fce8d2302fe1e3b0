import type { ReactNode } from 'react';
import { Box, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconBuildingBank, IconGift, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { parseApplicants } from '../lib/applicants';
import { baht, feePercent, isFreeEntry, paymentKind, summaryLines, type PaymentKind } from '../lib/payment';
import classes from './Order.module.css';

const METHOD_ICONS: Record<PaymentKind, ReactNode> = {
  promptpay: <IconQrcode size={16} />,
  card: <IconCreditCard size={16} />,
  transfer: <IconBuildingBank size={16} />,
  free: <IconGift size={16} />,
  other: <IconCreditCard size={16} />,
};

function Line({
  label,
  hint,
  value,
  testId,
  tone,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  testId: string;
  tone?: 'discount';
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid={testId}>
      <Box miw={0}>
        <Text size="sm">{label}</Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Box>
      <Text
        size="sm"
        fw={500}
        className={classes.amount}
        c={tone === 'discount' ? 'teal' : undefined}
        data-testid={`${testId}-value`}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * Register amount = amount - system fee; a system fee line when the event charges one; a discount
 * line when there is one (already inside the register amount); payment fee = paid - amount; total paid.
 */
export function PaymentSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  // An order that cost nothing (a 100% coupon, a free race) was paid by no method: it reads free.
  const kind = isFreeEntry(order) ? 'free' : paymentKind(order.payment_method);
  const lines = summaryLines(order);
  // runner_count counts entries (a team is one); the runners are every person of runner_json.
  const runners = Math.max(parseApplicants(order.runner_json).length, order.runner_count);
  const methodName =
    kind === 'free' && order.coupon_code ? t('order.method.freeCoupon') : t(`order.method.${kind}`);
  const percent = feePercent(kind);
  const feeHint =
    order.is_free_payment_fee === 'N'
      ? t('order.summary.feeRate', { method: methodName, percent })
      : t('order.summary.feeWaived');

  return (
    <Card className={classes.summary} data-testid="payment-summary">
      <Title order={2} className={classes.sectionTitle}>
        {t('order.summary.title')}
      </Title>
      <Stack gap="sm">
        <Group
          gap={8}
          wrap="nowrap"
          className={classes.methodPill}
          data-testid="summary-method"
          data-method={kind}
        >
          {METHOD_ICONS[kind]}
          <Text size="sm" fw={500}>
            {methodName}
          </Text>
        </Group>
        <Line
          label={t('order.summary.register', { count: runners })}
          hint={
            lines.shipping > 0
              ? t('order.summary.includesShipping', { amount: baht(lines.shipping) })
              : undefined
          }
          value={baht(lines.register)}
          testId="summary-register"
        />
        {lines.discount > 0 && (
          <Line
            label={
              order.coupon_code
                ? t('order.summary.discountCode', { code: order.coupon_code })
                : t('order.summary.discount')
            }
            hint={t('order.summary.discountNote')}
            value={`-${baht(lines.discount)}`}
            testId="summary-discount"
            tone="discount"
          />
        )}
        {order.is_system_fee === 'Y' && (
          <Line
            label={t('order.summary.systemFee')}
            value={baht(lines.systemFee)}
            testId="summary-system-fee"
          />
        )}
        {kind !== 'free' && (
          <Line
            label={t('order.summary.paymentFee')}
            hint={feeHint}
            value={baht(lines.paymentFee)}
            testId="summary-payment-fee"
          />
        )}
        <Divider />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>{t('order.summary.total')}</Text>
          <Text className={classes.total}>
            <span data-testid="summary-paid-amount">{baht(lines.total)}</span>{' '}
            <Text span size="sm" fw={500} c="dimmed">
              {t('order.currency')}
            </Text>
          </Text>
        </Group>
        {kind === 'free' && (
          <Text size="xs" c="dimmed">
            {t('order.summary.free')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
