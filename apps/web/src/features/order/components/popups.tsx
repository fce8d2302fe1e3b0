/**
 * The order page's popups (the seed's alerts and modals): an icon, a title, a message and an OK
 * button; optionally closing by itself after the seed's time (7 s for the file-type message).
 */
import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PopupTone = 'success' | 'error' | 'warning';

const TONES: Record<PopupTone, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCircleCheck size={34} stroke={1.6} /> },
  error: { color: 'red', icon: <IconX size={34} stroke={1.8} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={32} stroke={1.7} /> },
};

export interface PopupOptions {
  tone: PopupTone;
  title: string;
  message?: ReactNode;
  /** Closes by itself after this many milliseconds. */
  autoClose?: number;
  onClose?: () => void;
  testId?: string;
}

export function PopupBody({ options, onOk }: { options: PopupOptions; onOk: () => void }) {
  const { t } = useTranslation();
  const tone = TONES[options.tone];
  return (
    <Stack
      align="center"
      gap="sm"
      ta="center"
      pb="xs"
      data-testid={options.testId ?? 'order-popup'}
      data-tone={options.tone}
    >
      <ThemeIcon size={64} radius="xl" variant="light" color={tone.color}>
        {tone.icon}
      </ThemeIcon>
      <Title order={3} fz="lg" data-testid="order-popup-title">
        {options.title}
      </Title>
      {options.message !== undefined && options.message !== '' && (
        <Text
          c="dimmed"
          size="sm"
          style={{ whiteSpace: 'pre-line' }}
          component="div"
          data-testid="order-popup-message"
        >
          {options.message}
        </Text>
      )}
      <Button mt="xs" fullWidth color={tone.color} onClick={onOk} data-testid="order-popup-ok">
        {t('order.popup.ok')}
      </Button>
    </Stack>
  );
}

/** Opens a popup; returns a function that closes it. */
export function showPopup(options: PopupOptions): () => void {
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const id = modals.open({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    radius: 'lg',
    padding: 'lg',
    onClose: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      options.onClose?.();
    },
    children: <PopupBody options={options} onOk={() => close()} />,
  });
  function close() {
    if (!closed) modals.close(id);
  }
  if (options.autoClose) timer = setTimeout(close, options.autoClose);
  return close;
}
