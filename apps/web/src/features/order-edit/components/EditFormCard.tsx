import type { FormEvent, ReactNode, Ref } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/SubmitForm';
import classes from './OrderEdit.module.css';

/** A form of the order edit page: its card and title, the fields, and the undo and save buttons. */
export function EditFormCard({
  formRef,
  icon,
  title,
  saveLabel,
  saving,
  onSubmit,
  onReset,
  testIds,
  className,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  icon: ReactNode;
  title: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back to the stored values. */
  onReset: () => void;
  testIds: { card: string; reset: string; save: string };
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" className={className} data-testid={testIds.card}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} fz="h4" className={classes.wrapText}>
              {title}
            </Title>
          </Group>
          {children}
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={onReset}
              data-testid={testIds.reset}
            >
              {t('orderEdit.form.reset')}
            </Button>
            <SubmitButton icon={IconDeviceFloppy} loading={saving} data-testid={testIds.save}>
              {saveLabel}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
