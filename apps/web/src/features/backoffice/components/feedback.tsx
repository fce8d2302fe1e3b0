import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { notifier } from '@/lib/notify';

/** The seed's back-office failure alert: 'error found [please inform the administrator]: ' + detail. */
export function showBackofficeError(t: TFunction, detail: string): void {
  showAlert(t, `${t('report.errorFound')}${detail}`, 'backoffice-error');
}

/** A blocking message with one OK button (the seed's alert()). */
export function showAlert(t: TFunction, message: string, testId = 'report-alert'): void {
  modals.open({
    title: t('report.alertTitle'),
    centered: true,
    children: (
      <Text size="sm" data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    ),
  });
}

export const showSuccess = notifier('green', 4000, 'report-success');

/** A confirmation dialog as a promise: true when confirmed, false when cancelled or closed. */
export function confirmDialog(options: {
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
  testId: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: <div data-testid={options.testId}>{options.body}</div>,
      labels: { confirm: options.confirm, cancel: options.cancel },
      confirmProps: { color: options.danger ? 'red' : 'green', 'data-testid': `${options.testId}-confirm` },
      cancelProps: { 'data-testid': `${options.testId}-cancel` },
      onConfirm: () => done(true),
      onCancel: () => done(false),
      onClose: () => done(false),
    });
  });
}
