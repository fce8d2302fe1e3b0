import type { ComponentType, ReactNode } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { coverImage } from '@raceday/domain';
import { CoverHeader } from '@/components/CoverHeader';
import {
  IconAlarm,
  IconCalendarTime,
  IconCircleCheck,
  IconMessage2,
  IconReceipt,
  type IconProps,
} from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@/lib/language';
import type { OrderView } from '../api/inquire-order';
import { hasValue } from '../lib/applicants';
import { isFreeEntry, paymentKind } from '../lib/payment';
import { formatCountdown, useNow } from '../lib/use-now';
import { CopyValue } from './CopyValue';
import { LabelledValue } from './OrderSection';
import { OrderStatusBadge } from './StatusBadge';
import classes from './Order.module.css';

/** Under an hour left, the deadline also counts down; under ten minutes, in red. */
const COUNTDOWN_MS = 60 * 60 * 1000;
const URGENT_MS = 10 * 60 * 1000;

/** INITIAL with a deadline: until when the order holds its places. */
function PayBy({ expiresAt, text }: { expiresAt: string; text: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const deadline = Date.parse(expiresAt);
  const left = Number.isNaN(deadline) ? Infinity : deadline - now;
  const soon = left < COUNTDOWN_MS;
  return (
    <Group
      gap={8}
      wrap="nowrap"
      align="flex-start"
      className={classes.payBy}
      data-urgent={left < URGENT_MS}
      data-phone-aside
      data-testid="order-pay-by"
    >
      <IconAlarm size={18} className={classes.payByIcon} />
      <Box miw={0}>
        <LabelledValue label={t('order.payBy.label')} fw={600} data-testid="order-pay-by-date">
          {text}
        </LabelledValue>
        {soon && (
          <Text size="sm" fw={600} className={classes.payByCountdown} data-testid="order-pay-by-countdown">
            {left > 0
              ? t('order.payBy.left', { time: formatCountdown(left).replace(/^00:/, '') })
              : t('order.payBy.passed')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('order.payBy.hint')}
        </Text>
      </Box>
    </Group>
  );
}

/** One line under the order's title: its icon, then what it says. */
function MetaRow({
  icon: Icon,
  color,
  phoneAside,
  children,
}: {
  icon: ComponentType<IconProps>;
  color?: string;
  /** Left out on a phone while a PromptPay payment is due (the QR comes first: Order.module.css). */
  phoneAside?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-phone-aside={phoneAside || undefined}>
      <Icon size={17} className={classes.metaIcon} color={color} />
      {children}
    </Group>
  );
}

/** An unpaid order with a deadline; a bank transfer whose slip was sent waits for the organizer instead. */
const showPayBy = (order: OrderView): boolean =>
  order.status === 'INITIAL' &&
  order.expires_at !== null &&
  hasValue(order.expires_at_txt) &&
  !(paymentKind(order.payment_method) === 'transfer' && order.has_slip === 'Y');

/** Cover, event title, order id with a copy button, status, dates, the pay-by deadline and the remark. */
export function OrderHeader({ order, lang }: { order: OrderView; lang: Language }) {
  const { t } = useTranslation();
  const title = pickText(lang, order.event_title, order.event_title_en);

  return (
    <CoverHeader
      cover={coverImage(order)}
      coverAlt={t('order.coverAlt', { title })}
      icon={<IconReceipt size={18} stroke={1.8} />}
      eyebrow={t('order.eyebrow')}
      title={
        <Anchor component={Link} to={`/${order.event_key}`} inherit c="inherit" underline="hover">
          {title}
        </Anchor>
      }
      testIdPrefix="order"
    >
      <Group gap="xs">
        <OrderStatusBadge order={order} />
      </Group>

      <Box className={classes.idBox}>
        <Text size="xs" c="dimmed" fw={500}>
          {t('order.orderId')}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text className={classes.uuid} data-testid="order-uuid">
            {order.uuid}
          </Text>
          <CopyValue value={order.uuid} label={t('order.copyId')} testId="order-copy-id" />
        </Group>
      </Box>

      <Stack gap={6}>
        <MetaRow icon={IconCalendarTime} phoneAside>
          <LabelledValue label={t('order.createdAt')} data-testid="order-create-date">
            {order.create_date_txt}
          </LabelledValue>
        </MetaRow>
        {order.status === 'PAID' && !isFreeEntry(order) && hasValue(order.paid_at_txt) && (
          <MetaRow icon={IconCircleCheck} color="var(--mantine-color-teal-6)">
            <LabelledValue label={t('order.paidAt')} data-testid="order-paid-at">
              {order.paid_at_txt}
            </LabelledValue>
          </MetaRow>
        )}
        {showPayBy(order) && order.expires_at && (
          <PayBy expiresAt={order.expires_at} text={order.expires_at_txt} />
        )}
        {/* The event's thank-you note; an expired order is not going to the start line. */}
        {hasValue(order.remark) && order.status !== 'EXPIRED' && (
          <MetaRow icon={IconMessage2} phoneAside>
            <LabelledValue label={t('order.remark')} fw={400} data-testid="order-remark">
              {order.remark}
            </LabelledValue>
          </MetaRow>
        )}
      </Stack>
    </CoverHeader>
  );
}
