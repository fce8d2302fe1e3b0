import { memo, type ReactNode } from 'react';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatBaht,
  fromBaht,
  itemPrice,
  type EventDetail,
  type Language,
  type OrderAmounts,
} from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { shirtText } from '@/lib/shirt';
import { runTypeName, shirtName } from '../model/event-view';
import { pricedEntry } from '../model/pricing';
import { AsideCard } from './AsideCard';
import classes from './Register.module.css';

function Row({
  label,
  hint,
  amount,
  testId,
  tone,
}: {
  label: ReactNode;
  hint?: ReactNode;
  amount: string;
  testId: string;
  tone?: 'discount' | 'strong';
}) {
  return (
    <div className={classes.summaryRow} data-testid={testId}>
      <Stack gap={0} className={classes.summaryLabel}>
        <Text size="sm" fw={tone === 'strong' ? 600 : 400}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      <Text
        size="sm"
        fw={tone === 'strong' ? 600 : 500}
        c={tone === 'discount' ? 'teal' : undefined}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={`${testId}-amount`}
      >
        {amount}
      </Text>
    </div>
  );
}

export interface OrderSummaryProps {
  event: EventDetail;
  lang: Language;
  runners: RunnerInput[];
  amounts: OrderAmounts;
  /** A payment method is chosen (or none is needed). */
  paymentChosen: boolean;
  /** The applied coupon's code, named on the discount line. */
  couponCode?: string | null;
}

/**
 * The summary table (seed 000 section 9), every figure from the domain's priceOrder, the function
 * the server prices the order with. It reads in the order a runner adds things up: entries, the
 * coupon's discount on them, shipping, system fee, then (when a payment fee applies) the subtotal and
 * the fee. The net is NetTotal, kept beside the submit button.
 */
export const OrderSummary = memo(function OrderSummary({
  event,
  lang,
  runners,
  amounts,
  paymentChosen,
  couponCode,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = (satang: number) => t('registration.baht', { amount: formatBaht(satang) });
  const online = event.payment_method !== 'DIRECT';
  // The subtotal is only worth a line when a payment fee is added to it; otherwise it is the net.
  const withFee = online && event.is_free_payment_fee !== 'Y';

  return (
    <AsideCard
      icon={IconReceipt}
      title={t('registration.summary.title')}
      headingMb="md"
      testId="order-summary"
    >
      <Stack gap="sm">
        {runners.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="summary-empty">
            {t('registration.summary.empty')}
          </Text>
        ) : (
          runners.map((r) => {
            const runType = event.run_type.find((x) => x.id === r.run_type_id);
            const shirt = event.t_shirt.find((s) => s.id === r.t_shirt_id);
            const entry = pricedEntry(event, r);
            return (
              <Row
                key={r.id_card}
                testId="summary-entry"
                label={runType ? runTypeName(runType, lang) : r.run_type_name}
                hint={
                  entry.shirtPrice > 0
                    ? t('registration.summary.entryHintExtra', {
                        name: `${r.fname} ${r.lname}`,
                        shirt: shirtText(shirt ? shirtName(shirt, lang) : (r.t_shirt_name ?? ''), (size) =>
                          t('registration.summary.shirt', { size }),
                        ),
                        amount: money(entry.shirtPrice),
                      })
                    : `${r.fname} ${r.lname}`
                }
                amount={money(itemPrice(entry))}
              />
            );
          })
        )}
        {amounts.discount > 0 && (
          <Row
            testId="summary-discount"
            label={
              couponCode
                ? t('registration.summary.discountCode', { code: couponCode })
                : t('registration.summary.discount')
            }
            amount={`-${money(amounts.discount)}`}
            tone="discount"
          />
        )}
        <Divider />
        <Row
          testId="summary-shipping"
          label={t('registration.summary.shipping')}
          amount={money(amounts.shipping)}
        />
        {event.is_system_fee === 'Y' && (
          <Row
            testId="summary-system-fee"
            label={t('registration.summary.systemFee')}
            hint={t('registration.summary.systemFeeHint', {
              amount: t('registration.baht', { amount: formatBaht(fromBaht(event.system_fee_amt)) }),
            })}
            amount={money(amounts.systemFee)}
          />
        )}
        {withFee && (
          <>
            <Row
              testId="summary-total"
              label={t('registration.summary.total')}
              amount={money(amounts.total)}
              tone="strong"
            />
            <Row
              testId="summary-online-fee"
              label={
                paymentChosen
                  ? t('registration.summary.onlineFee', { percent: amounts.onlineFeePercent })
                  : t('registration.summary.onlineFeePending')
              }
              hint={!paymentChosen ? t('registration.summary.choosePayment') : undefined}
              amount={money(amounts.onlineFee)}
            />
          </>
        )}
        {online && event.is_free_payment_fee === 'Y' && (
          <Text size="xs" c="dimmed" data-testid="summary-online-fee">
            {t('registration.summary.onlineFeeWaived')}
          </Text>
        )}
      </Stack>
    </AsideCard>
  );
});

/** The amount to pay, beside the submit button so it stays in view while the summary scrolls. */
export const NetTotal = memo(function NetTotal({ net }: { net: number }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" className={classes.netRow} wrap="nowrap">
      <Text fw={600}>{t('registration.summary.net')}</Text>
      <Text className={classes.net} data-testid="summary-net">
        {t('registration.baht', { amount: formatBaht(net) })}
      </Text>
    </Group>
  );
});
