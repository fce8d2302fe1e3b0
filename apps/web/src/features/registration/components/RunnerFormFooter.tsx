import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh, IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/SubmitForm';
import classes from './Register.module.css';

/** How many entries the order takes, and the form's reset (or cancel) and add (or save) buttons. */
export function RunnerFormFooter({
  editing,
  count,
  max,
  busy,
  onReset,
}: {
  editing: boolean;
  /** Entries in the cart. */
  count: number;
  max: number;
  busy: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const maxReached = !editing && count >= max;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c={maxReached ? 'red' : 'dimmed'} data-testid="max-note">
        {maxReached
          ? t('registration.form.maxReached', { max })
          : t('registration.form.maxNote', { max, count })}
      </Text>
      <div className={classes.formButtons}>
        <Button
          variant="default"
          size="md"
          leftSection={editing ? <IconX size={18} /> : <IconRefresh size={18} />}
          onClick={onReset}
          disabled={busy}
          data-testid="runner-reset"
        >
          {editing ? t('registration.form.cancelEdit') : t('registration.form.reset')}
        </Button>
        <SubmitButton
          size="md"
          icon={editing ? IconDeviceFloppy : IconUserPlus}
          loading={busy}
          disabled={maxReached}
          data-testid="runner-submit"
        >
          {editing ? t('registration.form.update') : t('registration.form.add')}
        </SubmitButton>
      </div>
    </Group>
  );
}
