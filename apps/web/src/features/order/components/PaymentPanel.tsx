import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockX, IconConfetti, IconRun } from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderView, PaymentProviderInfo } from '../api/inquire-order';
import { hasValue } from '../lib/applicants';
import { paymentKind } from '../lib/payment';
import { BankTransferPanel } from './BankTransferPanel';
import { CardPaymentPanel } from './CardPaymentPanel';
import { PromptPayPanel } from './PromptPayPanel';
import classes from './Order.module.css';

function ResultCard({
  tone,
  title,
  text,
  order,
  testId,
}: {
  tone: 'done' | 'closed';
  title: string;
  text: string;
  order: OrderView;
  testId: string;
}) {
  const { t } = useTranslation();
  const free = paymentKind(order.payment_method) === 'free';
  return (
    <Card className={classes.section} data-testid={testId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="xl" variant="light" color={tone === 'done' ? 'teal' : 'gray'}>
          {tone === 'closed' ? (
            <IconCircleX size={30} />
          ) : free ? (
            <IconConfetti size={30} />
          ) : (
            <IconCircleCheck size={30} />
          )}
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {tone === 'done' && (
            <Stack gap={2} mt={4}>
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {free ? t('order.createdAt') : t('order.paidAt')}
                </Text>{' '}
                <Text span fw={500} inherit>
                  {free || !hasValue(order.paid_at_txt) ? order.create_date_txt : order.paid_at_txt}
                </Text>
              </Text>
              {free && hasValue(order.remark) && (
                <Text size="sm" data-testid="free-remark">
                  {order.remark}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** EXPIRED: the time to pay ran out and the places went back; the way on is a new registration. */
function ExpiredCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Card className={classes.section} data-testid="payment-expired">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="xl" variant="light" color="red">
          <IconClockX size={30} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={2} fz="h3">
            {t('order.expired.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('order.expired.text')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('order.expired.again')}
          </Text>
          <Group mt="xs">
            <Button
              component={Link}
              to={`/${order.event_key}/register`}
              color="accent"
              leftSection={<IconRun size={18} />}
              data-testid="register-again"
            >
              {t('order.expired.register')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** What to do next: pay (by method, only while INITIAL), or what has been done. */
export function PaymentPanel({
  order,
  provider,
  lang,
  onRefresh,
  refreshing,
}: {
  order: OrderView;
  provider: PaymentProviderInfo;
  lang: Language;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const kind = paymentKind(order.payment_method);

  if (kind === 'free') {
    return (
      <ResultCard
        tone="done"
        title={t('order.free.title')}
        text={t('order.free.text')}
        order={order}
        testId="payment-free"
      />
    );
  }
  if (order.status === 'EXPIRED') return <ExpiredCard order={order} />;
  if (order.status === 'DELETE' || order.status === 'CANCEL') {
    return (
      <ResultCard
        tone="closed"
        title={t('order.closed.title')}
        text={t('order.closed.text')}
        order={order}
        testId="payment-closed"
      />
    );
  }
  if (kind === 'transfer') {
    // The account stays on screen after payment too, with the slip that was checked.
    return order.status === 'PAID' && order.has_slip === 'N' ? (
      <ResultCard
        tone="done"
        title={t('order.paid.title')}
        text={t('order.paid.text')}
        order={order}
        testId="payment-paid"
      />
    ) : (
      <Stack gap="lg">
        {order.status === 'PAID' && (
          <ResultCard
            tone="done"
            title={t('order.paid.title')}
            text={t('order.paid.text')}
            order={order}
            testId="payment-paid"
          />
        )}
        <BankTransferPanel order={order} />
      </Stack>
    );
  }
  if (order.status === 'PAID') {
    return (
      <ResultCard
        tone="done"
        title={t('order.paid.title')}
        text={t('order.paid.text')}
        order={order}
        testId="payment-paid"
      />
    );
  }
  if (kind === 'promptpay') {
    return <PromptPayPanel order={order} lang={lang} onRefresh={onRefresh} refreshing={refreshing} />;
  }
  if (kind === 'card') return <CardPaymentPanel order={order} provider={provider} onRefresh={onRefresh} />;
  return null;
}
