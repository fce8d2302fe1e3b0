import { useMemo, type Ref } from 'react';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconGift, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import type { OrderForm } from '../model/use-order-form';
import { CouponBox } from './CouponBox';
import { MissingPanel } from './MissingPanel';
import { NetTotal, OrderSummary } from './OrderSummary';
import { OrderWaiting } from './OrderWaiting';
import type { OrderSubmission } from './useOrderSubmit';
import classes from './Register.module.css';

/**
 * The side column: coupon, the amounts (or the free-event note), what is still missing, the wait
 * for a busy server, and the buttons that start again or send the order.
 */
export function OrderAside({
  event,
  lang,
  rules,
  runners,
  order,
  submission,
  couponProblem,
  missingRef,
  onStartOver,
}: {
  event: EventDetail;
  lang: Language;
  rules: EventRules;
  runners: RunnerInput[];
  order: OrderForm;
  submission: OrderSubmission;
  /** The server's problem with the coupon code. */
  couponProblem?: string;
  missingRef: Ref<HTMLDivElement>;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const isFree = event.payment_method === 'FREE';
  // A new array only when the cart's race types change (CouponBox is memoized).
  const runTypeKey = runners.map((r) => r.run_type_id).join(',');
  const runTypeIds = useMemo(() => (runTypeKey ? runTypeKey.split(',').map(Number) : []), [runTypeKey]);
  const { submitting, retry } = submission;
  const submit = () => void submission.submit();

  function confirmStartOver() {
    modals.openConfirmModal({
      title: t('registration.submit.resetTitle'),
      centered: true,
      children: <Text size="sm">{t('registration.submit.resetText')}</Text>,
      labels: { confirm: t('registration.submit.resetConfirm'), cancel: t('registration.cart.keep') },
      confirmProps: { color: 'red' },
      onConfirm: onStartOver,
    });
  }

  return (
    <Stack gap="md" className={classes.aside}>
      {rules.isCoupon && (
        <CouponBox
          eventKey={event.event_key}
          lang={lang}
          runnerCount={runners.length}
          runTypeIds={runTypeIds}
          value={order.values.coupon}
          onChange={order.choose.coupon}
        />
      )}
      {isFree ? (
        <Card padding="lg" data-testid="free-summary">
          <Group gap="sm" wrap="nowrap">
            <IconGift size={26} stroke={1.5} />
            <Stack gap={0}>
              <Text fw={600}>{t('registration.summary.freeTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('registration.summary.freeText', { count: runners.length })}
              </Text>
            </Stack>
          </Group>
        </Card>
      ) : (
        <OrderSummary
          event={event}
          lang={lang}
          runners={runners}
          amounts={order.amounts}
          paymentChosen={order.payment !== null}
          couponCode={order.amounts.discount > 0 ? order.values.coupon.code : null}
        />
      )}
      {submission.showMissing && (
        <MissingPanel ref={missingRef} items={order.missing} extra={submission.schemaProblems} />
      )}
      <OrderWaiting state={retry.state} onCancel={retry.cancel} onRetry={submit} />
      {couponProblem && (
        <Text size="sm" c="red">
          {couponProblem}
        </Text>
      )}
      {/* The net and the buttons stay in view at the foot of the desktop column, which scrolls. */}
      <Stack gap="sm" className={classes.asideFooter}>
        {!isFree && <NetTotal net={order.amounts.net} />}
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            size="lg"
            onClick={confirmStartOver}
            disabled={submitting}
            leftSection={<IconRefresh size={18} />}
            data-testid="order-reset"
          >
            {t('registration.submit.reset')}
          </Button>
          <Button
            size="lg"
            color="accent"
            style={{ flex: 1 }}
            onClick={submit}
            disabled={submitting}
            leftSection={submitting ? <Loader size={18} color="gray" /> : <IconSend size={18} />}
            data-testid="submit-order"
          >
            {submitting
              ? t('registration.submit.processing')
              : isFree
                ? t('registration.submit.register')
                : t('registration.submit.create')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
