import { useState } from 'react';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEventAuthorization } from '@/components/BackofficeGate';
import { ALL_ADMIN_KEY } from '../api/keys';
import { useReportOrderLatestAdmin } from '../api/report-order-latest-admin';
import type { OrderFilter } from '../api/types';
import { OrderList } from './OrderList';
import classes from './Backoffice.module.css';

const DEFAULT_FILTER: OrderFilter = { order_filter_type: 'mobile', order_filter_value: '' };

/**
 * The admin's list of every event's orders under 'my events [ADMIN]' (seed 001 §2.8), shown once
 * the 'all-admin' authorization says yes. Receiving money here only tells the user to log in as
 * the event's organizer.
 */
export function AdminOrdersSection() {
  const { t } = useTranslation();
  const authorization = useEventAuthorization(ALL_ADMIN_KEY);
  const allowed = authorization.data === true;
  const [filter, setFilter] = useState<OrderFilter>(DEFAULT_FILTER);
  const orders = useReportOrderLatestAdmin(filter, allowed);
  // A member or a stale token: the events table above already says so.
  if (authorization.isError) return null;

  return (
    <div className={classes.adminSection}>
      {authorization.isPending ? (
        <Center py="md" data-testid="authorization-checking">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{t('report.checking')}</Text>
          </Group>
        </Center>
      ) : allowed ? (
        <OrderList mode="admin" query={orders} filter={filter} onFilter={setFilter} />
      ) : (
        <Alert color="red" icon={<IconLock size={18} />} data-testid="admin-orders-forbidden">
          {t('report.adminOnly')}
        </Alert>
      )}
    </div>
  );
}
