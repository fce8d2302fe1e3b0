import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * What a back-office card shows instead of its content: a loader, the seed's error ('error found'
 * + what was asked for + the detail) or its 'nothing found' line.
 */
export function ReplyStatus({
  query,
  what,
  empty,
  emptyText,
  errorTestId,
  emptyTestId,
}: {
  query: UseQueryResult;
  what: string;
  empty: boolean;
  emptyText: string;
  errorTestId: string;
  emptyTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <Loader size="sm" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid={errorTestId}>
          {`${t('report.errorFound')}${what}: ${query.error.message}`}
        </Alert>
      )}
      {empty && (
        <Group gap="xs" c="dimmed" data-testid={emptyTestId}>
          <IconMoodEmpty size={18} />
          <Text size="sm">{emptyText}</Text>
        </Group>
      )}
    </>
  );
}
