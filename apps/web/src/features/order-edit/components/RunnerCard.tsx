import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditableRunner } from '../api/order-detail';
import { isTeamMember } from '../model/runner-edit';
import classes from './OrderEdit.module.css';

/** One person of the order: name, race type, shirt, ID and mobile; choosing it loads it into the form. */
export function RunnerCard({
  runner,
  runType,
  shirt,
  selected,
  onEdit,
}: {
  runner: EditableRunner;
  runType: string;
  /** The shirt's name in the page's language. */
  shirt: string;
  selected: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.runnerCard}
      data-selected={selected}
      onClick={onEdit}
      aria-pressed={selected}
      data-testid="order-edit-runner"
      data-runner-id={runner.runner_id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconUser size={18} className={classes.accentIcon} />
          <Text fw={700} className={classes.wrapText} data-testid="order-edit-runner-name">
            {runner.fname} {runner.lname}
          </Text>
        </Group>
        {isTeamMember(runner) && (
          <Badge size="sm" variant="light" color="gray">
            {t('orderEdit.member', { n: runner.team_position })}
          </Badge>
        )}
      </Group>
      <Box className={classes.cardGrid} mt={6}>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.runType')}
        </Text>
        <Text size="sm">{runType}</Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.shirt')}
        </Text>
        <Text size="sm">{shirt || '-'}</Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.idCard')}
        </Text>
        <Text size="sm" className={classes.wrapText}>
          {runner.id_card}
        </Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.mobile')}
        </Text>
        <Text size="sm">{runner.mobile_no || '-'}</Text>
      </Box>
      <Group justify="flex-end" mt="xs">
        <Text size="sm" fw={600} c={selected ? 'brand' : 'dimmed'}>
          <IconPencil size={14} className={classes.inlineIcon} />
          {selected ? t('orderEdit.editing') : t('orderEdit.edit')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
