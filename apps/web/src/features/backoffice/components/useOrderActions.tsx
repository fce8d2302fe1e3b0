import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowBackUp,
  IconArrowRight,
  IconBan,
  IconCash,
  IconCashBanknote,
  IconMailForward,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@/lib/language';
import { currentLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/api';
import {
  useDeleteOrder,
  useDirectNotify,
  useDirectNotifyChecking,
  useRefreshOrders,
  useResendEmail,
} from '../api/order-actions';
import type { ReportOrderRow } from '../api/types';
import { useCancelOrder, useRefundOrder, useRestoreOrder } from '../api/money-actions';
import { confirmDialog, showBackofficeError, showSuccess } from './feedback';
import { openRefundDialog } from './RefundDialog';

/** The row actions of the order list, in the order their buttons show. */
export const ORDER_ACTION_KEYS = ['receive', 'resend', 'delete', 'restore', 'refund', 'cancelOrder'] as const;
export type OrderActionKey = (typeof ORDER_ACTION_KEYS)[number];

/** One action on an order: when a row offers it, how its button looks, and what a click does. */
export interface OrderAction {
  key: OrderActionKey;
  offered: (row: ReportOrderRow) => boolean;
  color: string;
  variant?: 'filled' | 'light';
  icon: Icon;
  run: (row: ReportOrderRow) => Promise<void>;
}

/** The actions that ask first, each with its texts `report.<key>.title|question|confirm|done`. */
type AskingAction = Extract<OrderActionKey, 'receive' | 'delete' | 'restore' | 'cancelOrder'>;

/** Replies that say the order is no longer what the row shows: the row loads again. */
const REFUSED = [400, 404, 409];

function OrderSummary({ row }: { row: ReportOrderRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('report.orders.uuid')}:{' '}
        <Text span ff="monospace" fw={600} data-testid="confirm-uuid">
          {row.uuid}
        </Text>
      </Text>
      <Text size="sm">
        {t('report.orders.mobile')}:{' '}
        <Text span fw={600} data-testid="confirm-mobile">
          {row.mobile}
        </Text>
      </Text>
    </Stack>
  );
}

/**
 * Receive money on the admin's all-orders list: money is received on the event's own admin page
 * (with its duplicate check), which the notice opens.
 */
function showAdminReceiveNotice(t: TFunction, row: ReportOrderRow, open: (path: string) => void) {
  const title = pickText(currentLanguage(), row.title, row.title_en) || row.event_key;
  const id = modals.open({
    title: t('report.alertTitle'),
    centered: true,
    children: (
      <Stack gap="md" data-testid="admin-receive-notice">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('report.receive.adminNotice', { event: title })}
        </Text>
        <Group justify="flex-end">
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={() => {
              modals.close(id);
              open(`/dashboard-admin/${row.event_key}`);
            }}
            data-testid="admin-receive-open"
          >
            {t('report.receive.adminOpen')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/**
 * The order list's actions (seed 001 §4, §5). Receive money: the duplicate pre-check, a first
 * confirmation with the server's message when it finds one, the normal confirmation (order and
 * mobile), then direct-notify; on the admin's all-orders list it sends the admin to the event's own
 * page instead. Delete: one confirmation (order and mobile), then delete-order. Resend e-mail:
 * resend-email at once (it changes nothing). Failures: the seed's error alert; when the server
 * refuses (400/404/409: someone else changed the order meanwhile) the lists load again, so the row
 * shows the order's state and buttons of now.
 *
 * Another action is one more entry of `actions` (with its key in ORDER_ACTION_KEYS, its label
 * `report.orders.<key>` and, when it asks first, a place in AskingAction and its texts).
 */
export function useOrderActions({ admin = false }: { admin?: boolean } = {}) {
  const { t } = useTranslation();
  const checking = useDirectNotifyChecking();
  const notify = useDirectNotify();
  const remove = useDeleteOrder();
  const resend = useResendEmail();
  const refundOrder = useRefundOrder();
  const cancelOrder = useCancelOrder();
  const restoreOrder = useRestoreOrder();
  const refresh = useRefreshOrders();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  const attempt = async (row: ReportOrderRow, work: () => Promise<void>) => {
    setBusy(row.uuid);
    try {
      await work();
    } catch (error) {
      showBackofficeError(t, error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && REFUSED.includes(error.status)) void refresh(row.event_key);
    } finally {
      setBusy(null);
    }
  };

  /** The question before a call that changes the order: the action's question, the order, its mobile. */
  const confirmOn = (row: ReportOrderRow, action: AskingAction) =>
    confirmDialog({
      title: t(`report.${action}.title`),
      body: (
        <Stack gap="sm">
          <Text size="sm">{t(`report.${action}.question`)}</Text>
          <OrderSummary row={row} />
          {action === 'delete' && row.open_charge && (
            <Text size="sm" c="red.8" fw={500} data-testid="delete-open-charge">
              {t('report.liveCharge')}
            </Text>
          )}
        </Stack>
      ),
      confirm: t(`report.${action}.confirm`),
      cancel: t('report.cancel'),
      danger: action === 'delete' || action === 'cancelOrder',
      testId: `${action}-confirm`,
    });

  /** Asks, then calls; the reply's message (or the action's own) as the toast. */
  const askThenCall = async (
    row: ReportOrderRow,
    action: AskingAction,
    call: (row: ReportOrderRow) => Promise<{ message?: string }>,
  ) => {
    if (!(await confirmOn(row, action))) return;
    const reply = await call(row);
    showSuccess(reply.message || t(`report.${action}.done`));
  };
  const confirmThenCall =
    (action: AskingAction, call: (row: ReportOrderRow) => Promise<{ message?: string }>) =>
    (row: ReportOrderRow) =>
      attempt(row, () => askThenCall(row, action, call));

  const ref = (row: ReportOrderRow) => ({ event_key: row.event_key, uuid: row.uuid });

  /** After a refund of everything: cancel the order too (its places free), or keep it paid. */
  const askToCancel = async (row: ReportOrderRow) => {
    const yes = await confirmDialog({
      title: t('report.refund.askCancelTitle'),
      body: (
        <Stack gap="sm">
          <Text size="sm">{t('report.refund.askCancel')}</Text>
          <OrderSummary row={row} />
        </Stack>
      ),
      confirm: t('report.refund.askCancelYes'),
      cancel: t('report.refund.askCancelNo'),
      danger: true,
      testId: 'refund-ask-cancel',
    });
    if (!yes) return;
    const reply = await cancelOrder.mutateAsync({ ...ref(row), note: '' });
    showSuccess(reply.message || t('report.cancelOrder.done'));
  };

  const receiveMoney = (row: ReportOrderRow) =>
    attempt(row, async () => {
      const check = await checking.mutateAsync({ ...ref(row), id_card: row.id_card });
      if (check.status === 'duplicate') {
        const first = await confirmDialog({
          title: t('report.receive.duplicateTitle'),
          body: (
            <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
              {check.message ?? ''}
            </Text>
          ),
          confirm: t('report.receive.continue'),
          cancel: t('report.cancel'),
          danger: true,
          testId: 'receive-duplicate',
        });
        if (!first) return;
      }
      await askThenCall(row, 'receive', (r) => notify.mutateAsync(ref(r)));
    });

  const actions: Record<OrderActionKey, OrderAction> = {
    receive: {
      key: 'receive',
      offered: (row) => row.status === 'INITIAL' && row.payment_method === 'DIRECT',
      color: 'green',
      icon: IconCash,
      run: admin
        ? async (row) => showAdminReceiveNotice(t, row, (path) => void navigate(path))
        : receiveMoney,
    },
    // An open or paid order has a mail to send again (order received / payment confirmed).
    resend: {
      key: 'resend',
      offered: (row) => row.status === 'INITIAL' || row.status === 'PAID',
      color: 'blue',
      variant: 'light',
      icon: IconMailForward,
      run: (row) =>
        attempt(row, async () => {
          const reply = await resend.mutateAsync(ref(row));
          showSuccess(reply.message || t('report.resend.done'));
        }),
    },
    delete: {
      key: 'delete',
      offered: (row) => row.status === 'INITIAL',
      color: 'red',
      variant: 'light',
      icon: IconTrash,
      run: confirmThenCall('delete', (row) => remove.mutateAsync(ref(row))),
    },
    // Money that arrived after the order closed: take the order back as paid (or refund it).
    restore: {
      key: 'restore',
      offered: (row) => row.payment_flags.includes('paid_after_close') && row.refundable_amount > 0,
      color: 'green',
      icon: IconArrowBackUp,
      run: confirmThenCall('restore', (row) => restoreOrder.mutateAsync(ref(row))),
    },
    refund: {
      key: 'refund',
      offered: (row) => row.refundable_amount > 0,
      color: 'orange',
      variant: 'light',
      icon: IconCashBanknote,
      run: (row) =>
        attempt(row, async () => {
          let message = '';
          // All that was left went back and the order stays paid: it still holds its places.
          let emptied = false;
          const sent = await openRefundDialog(t, row, {
            left: row.refundable_amount,
            byHand: row.payment_method === 'DIRECT',
            canCancel: row.status === 'PAID',
            send: async (input) => {
              message = (await refundOrder.mutateAsync({ ...ref(row), ...input })).message;
              emptied = row.status === 'PAID' && !input.cancel && input.amount >= row.refundable_amount;
            },
          });
          if (!sent) return;
          showSuccess(message || t('report.refund.title'));
          if (emptied && row.payment_method !== 'FREE') await askToCancel(row);
        }),
    },
    cancelOrder: {
      key: 'cancelOrder',
      offered: (row) => row.status === 'PAID' && row.payment_method !== 'FREE',
      color: 'red',
      variant: 'light',
      icon: IconBan,
      run: confirmThenCall('cancelOrder', (row) => cancelOrder.mutateAsync({ ...ref(row), note: '' })),
    },
  };

  return { actions, busy };
}
