import { useState } from 'react';
import { Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { useCheckbibExport, type CheckbibExport } from '../api/download-checkbib';
import { showPopup } from '@/components/popups';
import classes from './Checkbib.module.css';

const KINDS: CheckbibExport[] = ['ALL', 'Y', 'N'];

/** Spreadsheets: everyone, bib received, bib not yet received (seed 001 §2.7). */
export function ExportButtons({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const exporter = useCheckbibExport(eventKey);
  const [running, setRunning] = useState<CheckbibExport | null>(null);

  function run(kind: CheckbibExport) {
    setRunning(kind);
    exporter.mutate(kind, {
      onSuccess: (name) =>
        notifications.show({
          color: 'teal',
          title: t('checkbib.export.done'),
          message: name,
          autoClose: 3000,
        }),
      onError: (error) =>
        showPopup({
          tone: 'error',
          title: t('checkbib.errorTitle'),
          message: t('checkbib.error', { message: errorMessage(error, t('checkbib.network')) }),
          testId: 'checkbib-export-error',
        }),
      onSettled: () => setRunning(null),
    });
  }

  return (
    <Card withBorder radius="lg" padding="md" data-testid="checkbib-exports">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconFileSpreadsheet size={20} className={classes.dimIcon} />
        <Text fw={600}>{t('checkbib.export.title')}</Text>
      </Group>
      <Group gap="sm" className={classes.exportButtons}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={running === kind}
            disabled={running !== null && running !== kind}
            onClick={() => run(kind)}
            data-testid={`checkbib-export-${kind}`}
          >
            {t(`checkbib.export.${kind}`)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
