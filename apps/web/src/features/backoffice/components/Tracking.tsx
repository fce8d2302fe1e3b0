import { useRef, useState } from 'react';
import { Button, Card, FileButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileSpreadsheet, IconTruckDelivery } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import type { ReportOrderRow } from '../api/types';
import { useSetTracking, useUploadTracking } from '../api/tracking';
import { showBackofficeError, showSuccess } from './feedback';

/** The form of one order's EMS number: typed, sent, the server's refusal shown under the field. */
function TrackingForm({
  t,
  row,
  send,
  close,
}: {
  t: TFunction;
  row: ReportOrderRow;
  send: (trackingNo: string) => Promise<string>;
  close: () => void;
}) {
  const [value, setValue] = useState(row.tracking_no ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      showSuccess(await send(value.trim()));
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message.replace(/^[\w.]+: /, '') : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="tracking-form">
      <Text size="sm">{t('report.tracking.intro', { uuid: row.uuid.slice(0, 8) })}</Text>
      <TextInput
        label={t('report.tracking.number')}
        description={t('report.tracking.numberHelp')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maxLength={30}
        error={error}
        autoComplete="off"
        data-autofocus
        data-testid="tracking-input"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} data-testid="tracking-close">
          {t('report.cancel')}
        </Button>
        <Button loading={busy} onClick={() => void submit()} data-testid="tracking-save">
          {t('report.tracking.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The order list's tracking cell: a paid order sent by post shows its EMS number (a click changes it)
 * or a button to record it; other orders a dash.
 */
export function TrackingCell({ row }: { row: ReportOrderRow }) {
  const { t } = useTranslation();
  const setTracking = useSetTracking();
  if (!row.delivery_by_post || row.status !== 'PAID')
    return (
      <Text size="sm" c="dimmed">
        {row.tracking_no ?? '-'}
      </Text>
    );
  const open = () => {
    const id = modals.open({
      title: t('report.tracking.title'),
      centered: true,
      children: (
        <TrackingForm
          t={t}
          row={row}
          send={async (trackingNo) =>
            (
              await setTracking.mutateAsync({
                event_key: row.event_key,
                uuid: row.uuid,
                tracking_no: trackingNo,
              })
            ).message
          }
          close={() => modals.close(id)}
        />
      ),
    });
  };
  return (
    <Button
      size="compact-sm"
      variant={row.tracking_no ? 'subtle' : 'light'}
      color="grape"
      leftSection={<IconTruckDelivery size={14} />}
      onClick={open}
      ff={row.tracking_no ? 'monospace' : undefined}
      data-testid="order-tracking"
    >
      {row.tracking_no ?? t('report.tracking.add')}
    </Button>
  );
}

/** `row.3.tracking_no: message` as the organizer reads it: row 3, the column, the problem. */
function rowProblem(t: TFunction, e: { field: string; message: string }): string {
  const m = /^row\.(\d+)\.(order_uuid|tracking_no)$/.exec(e.field);
  const text = e.message.replace(/^[\w.]+: /, '');
  if (!m) return text;
  const column =
    m[2] === 'order_uuid' ? t('report.tracking.col.order_uuid') : t('report.tracking.col.tracking_no');
  return t('report.tracking.rowProblem', { row: m[1], column, text });
}

/**
 * EMS tracking numbers from a spreadsheet (column A the order id, B the number): all rows are saved or
 * none, and a refusal lists every problem by its row.
 */
export function TrackingUpload({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const upload = useUploadTracking();
  const reset = useRef<() => void>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const onFile = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    setProblems([]);
    try {
      showSuccess((await upload.mutateAsync({ eventKey, file })).message);
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) setProblems(err.issues.map((e) => rowProblem(t, e)));
      else showBackofficeError(t, err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="tracking-upload">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} maw={560}>
          <Text fw={600}>{t('report.tracking.uploadTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('report.tracking.uploadHint')}
          </Text>
        </Stack>
        <FileButton
          resetRef={reset}
          onChange={(file) => void onFile(file)}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              color="grape"
              loading={upload.isPending}
              leftSection={<IconFileSpreadsheet size={16} />}
              data-testid="tracking-upload-button"
            >
              {t('report.tracking.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.length > 0 && (
        <Stack gap={4} mt="sm" role="alert" data-testid="tracking-upload-errors">
          <Text size="sm" c="red.8" fw={600}>
            {t('report.tracking.uploadRefused', { count: problems.length })}
          </Text>
          <List size="sm" c="red.8">
            {problems.map((p) => (
              <List.Item key={p} data-testid="tracking-upload-error">
                {p}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Card>
  );
}
