import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { isFreeEntry, paymentKind } from '../lib/payment';

/** INITIAL = waiting for payment, PAID = paid, EXPIRED = time to pay ran out; a FREE order reads 'registered'. */
export function OrderStatusBadge({
  order,
  ...props
}: { order: Pick<OrderView, 'status' | 'payment_method' | 'has_slip' | 'paid_amount'> } & BadgeProps) {
  const { t } = useTranslation();
  const free = order.status === 'PAID' && isFreeEntry(order);
  // A bank transfer whose slip was sent now waits for the organizer, not for the runner's payment.
  const slipSent =
    order.status === 'INITIAL' && paymentKind(order.payment_method) === 'transfer' && order.has_slip === 'Y';
  const { label, color } = free
    ? { label: t('order.status.registered'), color: 'teal' }
    : slipSent
      ? { label: t('order.status.slipSent'), color: 'brand' }
      : order.status === 'PAID'
        ? { label: t('order.status.PAID'), color: 'teal' }
        : order.status === 'INITIAL'
          ? { label: t('order.status.INITIAL'), color: 'accent' }
          : order.status === 'EXPIRED'
            ? { label: t('order.status.EXPIRED'), color: 'red' }
            : order.status === 'DELETE'
              ? { label: t('order.status.DELETE'), color: 'gray' }
              : { label: t('order.status.CANCEL'), color: 'gray' };
  return (
    <Badge
      size="lg"
      variant="light"
      color={color}
      data-testid="order-status"
      data-status={free ? 'REGISTERED' : slipSent ? 'SLIP_SENT' : order.status}
      {...props}
    >
      {label}
    </Badge>
  );
}
