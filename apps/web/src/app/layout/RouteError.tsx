import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (e.g. a chunk was replaced by a new deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>{t('errors.pageTitle')}</Title>
        <Text c="dimmed">{t('errors.pageText')}</Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
