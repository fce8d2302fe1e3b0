import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { CoverHeader, eventCover } from '@/components/CoverHeader';
import { IconCalendarTime, IconCircleCheck, IconMessage2, IconReceipt } from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@/lib/language';
import type { OrderView } from '../api/inquire-order';
import { hasValue } from '../lib/applicants';
import { CopyValue } from './CopyValue';
import { OrderStatusBadge } from './StatusBadge';
import classes from './Order.module.css';

/** Cover, event title, order id with a copy button, status, dates and the remark. */
export function OrderHeader({ order, lang }: { order: OrderView; lang: Language }) {
  const { t } = useTranslation();
  const title = pickText(lang, order.event_title, order.event_title_en);

  return (
    <CoverHeader
      cover={eventCover(order)}
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
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconCalendarTime size={17} className={classes.metaIcon} />
          <Text size="sm">
            <Text span c="dimmed" inherit>
              {t('order.createdAt')}
            </Text>{' '}
            <Text span fw={500} inherit data-testid="order-create-date">
              {order.create_date_txt}
            </Text>
          </Text>
        </Group>
        {order.status === 'PAID' && order.payment_method !== 'FREE' && hasValue(order.paid_at_txt) && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconCircleCheck size={17} className={classes.metaIcon} color="var(--mantine-color-teal-6)" />
            <Text size="sm">
              <Text span c="dimmed" inherit>
                {t('order.paidAt')}
              </Text>{' '}
              <Text span fw={500} inherit data-testid="order-paid-at">
                {order.paid_at_txt}
              </Text>
            </Text>
          </Group>
        )}
        {hasValue(order.remark) && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconMessage2 size={17} className={classes.metaIcon} />
            <Text size="sm">
              <Text span c="dimmed" inherit>
                {t('order.remark')}
              </Text>{' '}
              <Text span inherit data-testid="order-remark">
                {order.remark}
              </Text>
            </Text>
          </Group>
        )}
      </Stack>
    </CoverHeader>
  );
}
