import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockX,
  IconConfetti,
  IconReceiptRefund,
  IconRun,
} from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import type { OrderView, PaymentProviderInfo } from '../api/inquire-order';
import { hasValue } from '../lib/applicants';
import { isFreeEntry, paymentKind, type RefreshProps } from '../lib/payment';
import { BankTransferPanel } from './BankTransferPanel';
import { CardPaymentPanel } from './CardPaymentPanel';
import { LabelledValue } from './OrderSection';
import { PromptPayPanel } from './PromptPayPanel';
import classes from './Order.module.css';

/** Where the order has got to, once there is nothing to pay: a big icon beside what happened. */
function OutcomeCard({
  color,
  icon,
  title,
  text,
  testId,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card className={classes.section} data-testid={testId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

/** Paid, or registered for free: when, and the event's note for a free entry. */
function DoneCard({
  title,
  text,
  order,
  testId,
}: {
  title: string;
  text: string;
  order: OrderView;
  testId: string;
}) {
  const { t } = useTranslation();
  const free = isFreeEntry(order);
  return (
    <OutcomeCard
      color="teal"
      icon={free ? <IconConfetti size={30} /> : <IconCircleCheck size={30} />}
      title={title}
      text={text}
      testId={testId}
    >
      <Stack gap={2} mt={4}>
        <LabelledValue label={free ? t('order.createdAt') : t('order.paidAt')}>
          {free || !hasValue(order.paid_at_txt) ? order.create_date_txt : order.paid_at_txt}
        </LabelledValue>
        {free && hasValue(order.remark) && (
          <Text size="sm" data-testid="free-remark">
            {order.remark}
          </Text>
        )}
      </Stack>
    </OutcomeCard>
  );
}

/** EXPIRED: the time to pay ran out and the places went back; the way on is a new registration. */
function ExpiredCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <OutcomeCard
      color="red"
      icon={<IconClockX size={30} />}
      title={t('order.expired.title')}
      text={t('order.expired.text')}
      testId="payment-expired"
    >
      <Text size="sm" c="dimmed">
        {t('order.expired.again')}
      </Text>
      <RegisterAgain order={order} />
    </OutcomeCard>
  );
}

/**
 * A closed order that holds money: paid, then cancelled by the organizer (CANCEL), or paid after it
 * had expired or been deleted (its history's paid_after_close). The money arrived; what comes next is
 * a refund (or the order taken back), not a payment: nothing here says it can't be paid.
 */
function MoneyKeptCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const refunded = order.history.some((h) => h.action === 'refunded');
  const cancelled = order.status === 'CANCEL';
  return (
    <OutcomeCard
      color="blue"
      icon={<IconReceiptRefund size={30} />}
      title={cancelled ? t('order.moneyKept.cancelledTitle') : t('order.moneyKept.lateTitle')}
      text={cancelled ? t('order.moneyKept.cancelledText') : t('order.moneyKept.lateText')}
      testId="payment-money-kept"
    >
      <Text size="sm" fw={500}>
        {refunded ? t('order.moneyKept.refunded') : t('order.moneyKept.next')}
      </Text>
    </OutcomeCard>
  );
}

/** The way on from a closed order: the event's registration. */
function RegisterAgain({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Group mt="xs">
      <LinkButton
        to={`/${order.event_key}/register`}
        color="accent"
        icon={IconRun}
        data-testid="register-again"
      >
        {t('order.expired.register')}
      </LinkButton>
    </Group>
  );
}

/** What to do next: pay (by method, only while INITIAL), or what has been done. */
export function PaymentPanel({
  order,
  provider,
  lang,
  ...refresh
}: { order: OrderView; provider: PaymentProviderInfo; lang: Language } & RefreshProps) {
  const { t } = useTranslation();
  const kind = paymentKind(order.payment_method);
  const paid = (
    <DoneCard title={t('order.paid.title')} text={t('order.paid.text')} order={order} testId="payment-paid" />
  );

  if (kind === 'free' || (order.status === 'PAID' && isFreeEntry(order))) {
    return (
      <DoneCard
        title={t('order.free.title')}
        text={kind === 'free' ? t('order.free.text') : t('order.free.nothingToPay')}
        order={order}
        testId="payment-free"
      />
    );
  }
  const paidAfterClose = order.history.some((h) => h.action === 'paid_after_close');
  if ((order.status === 'CANCEL' && order.paid_at) || (order.status !== 'PAID' && paidAfterClose))
    return <MoneyKeptCard order={order} />;
  if (order.status === 'EXPIRED') return <ExpiredCard order={order} />;
  if (order.status === 'DELETE' || order.status === 'CANCEL') {
    // The runner cancelled it on this page: their places went back, and they may register again.
    const byRunner = order.history.at(-1)?.action === 'cancelled_by_runner';
    return (
      <OutcomeCard
        color="gray"
        icon={<IconCircleX size={30} />}
        title={byRunner ? t('order.closed.byRunnerTitle') : t('order.closed.title')}
        text={byRunner ? t('order.closed.byRunnerText') : t('order.closed.text')}
        testId="payment-closed"
      >
        {byRunner && <RegisterAgain order={order} />}
      </OutcomeCard>
    );
  }
  if (kind === 'transfer') {
    // The account stays on screen after payment too, with the slip that was checked.
    return order.status === 'PAID' && order.has_slip === 'N' ? (
      paid
    ) : (
      <Stack gap="lg">
        {order.status === 'PAID' && paid}
        <BankTransferPanel order={order} />
      </Stack>
    );
  }
  if (order.status === 'PAID') return paid;
  if (kind === 'promptpay') {
    return <PromptPayPanel order={order} lang={lang} {...refresh} />;
  }
  if (kind === 'card')
    return <CardPaymentPanel order={order} provider={provider} onRefresh={refresh.onRefresh} />;
  return null;
}
