import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useDeleteOrder,
  useDirectNotify,
  useDirectNotifyChecking,
  useResendEmail,
} from '../api/order-actions';
import type { ReportOrderRow } from '../api/types';
import { confirmDialog, showBackofficeError, showSuccess } from './feedback';

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
 * Receive money (seed 001 §4, §5): the duplicate pre-check, a first confirmation with the server's
 * message when it finds one, the normal confirmation (order and mobile), then direct-notify. Delete:
 * one confirmation (order and mobile), then delete-order. Resend e-mail: resend-email at once (it
 * changes nothing), its message as the toast. Failures: the seed's error alert.
 */
export function useOrderActions() {
  const { t } = useTranslation();
  const checking = useDirectNotifyChecking();
  const notify = useDirectNotify();
  const remove = useDeleteOrder();
  const resend = useResendEmail();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (uuid: string, work: () => Promise<void>) => {
    setBusy(uuid);
    try {
      await work();
    } catch (error) {
      showBackofficeError(t, error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  /** The question before the call: the action's question, then the order and its mobile. */
  const confirmOn = (row: ReportOrderRow, action: 'receive' | 'delete') =>
    confirmDialog({
      title: t(`report.${action}.title`),
      body: (
        <Stack gap="sm">
          <Text size="sm">{t(`report.${action}.question`)}</Text>
          <OrderSummary row={row} />
        </Stack>
      ),
      confirm: t(`report.${action}.confirm`),
      cancel: t('report.cancel'),
      danger: action === 'delete',
      testId: `${action}-confirm`,
    });

  const receiveMoney = (row: ReportOrderRow) =>
    run(row.uuid, async () => {
      const check = await checking.mutateAsync({
        event_key: row.event_key,
        uuid: row.uuid,
        id_card: row.id_card,
      });
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
      if (!(await confirmOn(row, 'receive'))) return;
      const reply = await notify.mutateAsync({ event_key: row.event_key, uuid: row.uuid });
      showSuccess(reply.message || t('report.receive.done'));
    });

  const deleteOrder = (row: ReportOrderRow) =>
    run(row.uuid, async () => {
      if (!(await confirmOn(row, 'delete'))) return;
      const reply = await remove.mutateAsync({ event_key: row.event_key, uuid: row.uuid });
      showSuccess(reply.message || t('report.delete.done'));
    });

  const resendEmail = (row: ReportOrderRow) =>
    run(row.uuid, async () => {
      const reply = await resend.mutateAsync({ event_key: row.event_key, uuid: row.uuid });
      showSuccess(reply.message || t('report.resend.done'));
    });

  return { receiveMoney, deleteOrder, resendEmail, busy };
}
