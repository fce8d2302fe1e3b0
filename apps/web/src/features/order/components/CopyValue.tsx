import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A small copy-to-clipboard button with a 'copied' confirmation. */
export function CopyValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? t('order.copied') : label}
          withArrow
          position="top"
          events={{ hover: true, focus: true, touch: false }}
        >
          <ActionIcon
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : 'brand'}
            size="md"
            radius="md"
            onClick={copy}
            aria-label={copied ? t('order.copied') : label}
            data-testid={testId}
            data-copied={copied}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
