import type { ReactNode } from 'react';
import { Badge, Box, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fromBaht, formatBaht, type EventDetail, type OrderStatus } from '@raceday/domain';
import { OrderLinkButton } from '@/components/OrderLinkButton';
import { currentLanguage } from '@/lib/i18n';
import type { OrderDetail } from '../api/order-detail';
import { deliveryLabel } from './text';
import classes from './OrderEdit.module.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  INITIAL: 'orange',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
  EXPIRED: 'gray',
};

/** The order being edited: its number (with a link to its page), status, payment, amount and pickup. */
export function OrderEditSummary({ event, order }: { event: EventDetail; order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const amount = formatBaht(fromBaht(order.paid_amount));
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="order-edit-summary">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Box miw={0}>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconFileText size={16} />
            <Text size="sm">{t('orderEdit.orderNumber')}</Text>
          </Group>
          <Text fw={700} className={classes.uuid} data-testid="order-edit-uuid">
            {order.uuid}
          </Text>
        </Box>
        <OrderLinkButton uuid={order.uuid} icon={IconExternalLink} data-testid="order-edit-view">
          {t('orderEdit.viewOrder')}
        </OrderLinkButton>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('orderEdit.status')}>
          <Badge
            variant="light"
            color={STATUS_COLORS[order.status] ?? 'gray'}
            mt={4}
            tt="none"
            classNames={{ root: classes.badge, label: classes.badgeLabel }}
            data-testid="order-edit-status"
            data-status={order.status}
          >
            {t(`orderEdit.statuses.${order.status}`, { defaultValue: order.status })}
          </Badge>
        </Fact>
        <Fact label={t('orderEdit.paymentMethod')}>
          <Text fw={600} size="sm" data-testid="order-edit-method">
            {t(`orderEdit.methods.${order.payment_method}`, { defaultValue: order.payment_method })}
          </Text>
        </Fact>
        <Fact label={t('orderEdit.amount')}>
          <Text fw={700} size="sm" data-testid="order-edit-amount">
            {t('orderEdit.baht', { amount })}
          </Text>
        </Fact>
        <Fact label={t('orderEdit.delivery')} shrink>
          <Text fw={600} size="sm" className={classes.wrapText}>
            {order.delivery_type_name ? deliveryLabel(event, order.delivery_type_name, lang) : '-'}
          </Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

/** One figure of the summary under its small label; `shrink` lets a long text wrap in its column. */
function Fact({ label, shrink, children }: { label: string; shrink?: boolean; children: ReactNode }) {
  return (
    <Box miw={shrink ? 0 : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Box>
  );
}
