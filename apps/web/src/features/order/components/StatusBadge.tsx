import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { paymentKind } from '../lib/payment';

/** INITIAL = waiting for payment, PAID = paid, EXPIRED = time to pay ran out; a FREE order reads 'registered'. */
export function OrderStatusBadge({
  order,
  ...props
}: { order: Pick<OrderView, 'status' | 'payment_method'> } & BadgeProps) {
  const { t } = useTranslation();
  const free = paymentKind(order.payment_method) === 'free' && order.status === 'PAID';
  const { label, color } = free
    ? { label: t('order.status.registered'), color: 'teal' }
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
      data-status={free ? 'REGISTERED' : order.status}
      {...props}
    >
      {label}
    </Badge>
  );
}
