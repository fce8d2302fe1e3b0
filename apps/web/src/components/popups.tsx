/**
 * The product's popups (the seeds' alerts): a centred dialog with an icon, a title, a message and a
 * confirm button, optionally closing by itself after the seed's time (7 s error, 5 s update failure,
 * 1.5 s success).
 */
import { useEffect, type ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PopupTone = 'success' | 'error' | 'warning' | 'info';

const TONES: Record<PopupTone, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCircleCheck size={34} stroke={1.6} /> },
  error: { color: 'red', icon: <IconX size={34} stroke={1.8} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={32} stroke={1.7} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={34} stroke={1.6} /> },
};

export interface PopupOptions {
  tone: PopupTone;
  title: string;
  message?: ReactNode;
  /** Close by itself after this many milliseconds. */
  autoClose?: number;
  /** Label of the confirm button; none when `withConfirm` is false. */
  confirmLabel?: string;
  withConfirm?: boolean;
  onConfirm?: () => void;
  /** A second, quieter button (e.g. 'Add another runner'). */
  secondaryLabel?: string;
  onSecondary?: () => void;
  onClose?: () => void;
  testId?: string;
}

/** The body of a popup, also for a page's own <Modal>. */
export function PopupBody({ options, close }: { options: PopupOptions; close: () => void }) {
  const { t } = useTranslation();
  const tone = TONES[options.tone];
  // Counted from when the popup is on screen: the dialogs' code may arrive after it was asked for.
  const autoClose = options.autoClose;
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(close, autoClose);
    return () => clearTimeout(timer);
  }, [autoClose, close]);
  return (
    <Stack align="center" gap="sm" ta="center" pb="xs" data-testid={options.testId ?? 'popup'}>
      <ThemeIcon size={64} radius="xl" variant="light" color={tone.color}>
        {tone.icon}
      </ThemeIcon>
      <Title order={3} fz="lg" data-testid="popup-title">
        {options.title}
      </Title>
      {options.message !== undefined && options.message !== '' && (
        <Text
          c="dimmed"
          size="sm"
          style={{ whiteSpace: 'pre-line' }}
          data-testid="popup-message"
          component="div"
        >
          {options.message}
        </Text>
      )}
      {options.withConfirm !== false && (
        <Button
          mt="xs"
          fullWidth
          color={tone.color === 'brand' ? undefined : tone.color}
          onClick={() => {
            close();
            options.onConfirm?.();
          }}
          data-testid="popup-confirm"
        >
          {options.confirmLabel ?? t('common.ok')}
        </Button>
      )}
      {options.secondaryLabel && (
        <Button
          fullWidth
          variant="subtle"
          color="gray"
          onClick={() => {
            close();
            options.onSecondary?.();
          }}
          data-testid="popup-secondary"
        >
          {options.secondaryLabel}
        </Button>
      )}
    </Stack>
  );
}

/** Opens a popup; returns a function that closes it. */
export function showPopup(options: PopupOptions): () => void {
  let closed = false;
  const id = modals.open({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    radius: 'lg',
    padding: 'lg',
    onClose: () => {
      closed = true;
      options.onClose?.();
    },
    children: <PopupBody options={options} close={() => close()} />,
  });
  function close() {
    if (!closed) modals.close(id);
  }
  return close;
}
