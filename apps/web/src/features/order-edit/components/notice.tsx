/** A centred popup (the seed's alerts): icon, title, message and an OK button. */
import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import i18n from '@/lib/i18n';

export type NoticeTone = 'success' | 'error' | 'warning';

const TONES: Record<NoticeTone, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCircleCheck size={34} stroke={1.6} /> },
  error: { color: 'red', icon: <IconX size={34} stroke={1.8} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={32} stroke={1.7} /> },
};

export interface NoticeOptions {
  tone: NoticeTone;
  title: string;
  message?: ReactNode;
  autoClose?: number;
  onClose?: () => void;
  testId: string;
}

export function showNotice(options: NoticeOptions): void {
  const tone = TONES[options.tone];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const id = modals.open({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    radius: 'lg',
    padding: 'lg',
    returnFocus: false,
    onClose: () => {
      if (timer) clearTimeout(timer);
      options.onClose?.();
    },
    children: (
      <Stack align="center" gap="sm" ta="center" pb="xs" data-testid={options.testId}>
        <ThemeIcon size={64} radius="xl" variant="light" color={tone.color}>
          {tone.icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {options.title}
        </Title>
        {options.message !== undefined && options.message !== '' && (
          <Text
            c="dimmed"
            size="sm"
            style={{ whiteSpace: 'pre-line' }}
            component="div"
            data-testid="notice-message"
          >
            {options.message}
          </Text>
        )}
        <Button mt="xs" fullWidth color={tone.color} onClick={() => modals.close(id)} data-testid="notice-ok">
          {i18n.t('orderEdit.ok')}
        </Button>
      </Stack>
    ),
  });
  if (options.autoClose) timer = setTimeout(() => modals.close(id), options.autoClose);
}
