import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpreadsheetButton } from './SpreadsheetButton';

/** The applicant spreadsheets: everyone, shirt delivery by post, pick-up in person. */
export function ExportSection({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-exports">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('report.exports.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('report.exports.hint')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <SpreadsheetButton
            endpoint="report-order-excel-all"
            eventKey={eventKey}
            label={t('report.exports.all')}
          />
          <SpreadsheetButton
            endpoint="report-order-excel-delivery"
            eventKey={eventKey}
            label={t('report.exports.delivery')}
          />
          <SpreadsheetButton
            endpoint="report-order-excel-self"
            eventKey={eventKey}
            label={t('report.exports.self')}
          />
        </Group>
      </Stack>
    </Card>
  );
}
