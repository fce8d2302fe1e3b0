import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthorizationChecking, useEventAuthorization } from '@/components/BackofficeGate';
import { ALL_ADMIN_KEY } from '../api/keys';
import { useReportOrderLatestAdmin } from '../api/report-order-latest-admin';
import { OrderList } from './OrderList';
import { useOrderSearch } from './useOrderSearch';
import classes from './Backoffice.module.css';

/**
 * The admin's list of every event's orders under 'my events [ADMIN]' (seed 001 §2.8), shown once
 * the 'all-admin' authorization says yes. Money is received on the event's own admin page
 * (`/dashboard-admin/:eventKey`), which the event column and the receive-money notice link to.
 */
export function AdminOrdersSection() {
  const { t } = useTranslation();
  const authorization = useEventAuthorization(ALL_ADMIN_KEY);
  const allowed = authorization.data === true;
  const { search, setFilter, setPage } = useOrderSearch();
  const orders = useReportOrderLatestAdmin(search, allowed);
  // A member or a stale token: the events table above already says so.
  if (authorization.isError) return null;

  return (
    <div className={classes.adminSection}>
      {authorization.isPending ? (
        <AuthorizationChecking text={t('report.checking')} py="md" />
      ) : allowed ? (
        <OrderList mode="admin" query={orders} search={search} onFilter={setFilter} onPage={setPage} />
      ) : (
        <Alert color="red" icon={<IconLock size={18} />} data-testid="admin-orders-forbidden">
          {t('report.adminOnly')}
        </Alert>
      )}
    </div>
  );
}
