import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconChartPie, IconDownload, IconPhoto, IconRefresh, IconTable } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetEndpoint } from '../api/spreadsheet-export';
import { ReplyStatus } from './ReplyStatus';
import { SpreadsheetButton } from './SpreadsheetButton';

export type ReportView = 'chart' | 'table';

/** `simple`: the admin's per-event page, tables only (seed 001 §2.8). */
export interface ReportProps {
  eventKey: string;
  eventTitle: string;
  simple?: boolean;
}

/**
 * One report of the report pages: title, refresh, optional chart/table switch, PNG and spreadsheet
 * exports, and the loading, error ('error found ...' + the report's name) and 'no data' states.
 * A `simple` card (the admin's page) has neither the switch nor the exports.
 */
export function ReportCard<T>({
  title,
  testId,
  query,
  simple = false,
  view,
  onView,
  onPng,
  pngBusy,
  spreadsheets = [],
  eventKey,
  isEmpty = (rows) => rows.length === 0,
  children,
}: {
  title: string;
  testId: string;
  query: UseQueryResult<T[]>;
  simple?: boolean;
  view?: ReportView;
  onView?: (view: ReportView) => void;
  onPng?: () => void;
  pngBusy?: boolean;
  spreadsheets?: { endpoint: SpreadsheetEndpoint; label: string }[];
  eventKey: string;
  /** When the rows say nothing (by default: no rows). */
  isEmpty?: (rows: T[]) => boolean;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap={6} wrap="wrap">
            {!simple && view && onView && (
              <Button.Group>
                {(['chart', 'table'] as const).map((value) => (
                  <Button
                    key={value}
                    size="compact-sm"
                    variant={view === value ? 'filled' : 'default'}
                    leftSection={value === 'chart' ? <IconChartPie size={14} /> : <IconTable size={14} />}
                    onClick={() => onView(value)}
                    aria-pressed={view === value}
                    data-testid={`${testId}-view-${value}`}
                  >
                    {value === 'chart' ? t('report.viewChart') : t('report.viewTable')}
                  </Button>
                ))}
              </Button.Group>
            )}
            {!simple && onPng && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPhoto size={14} />}
                onClick={onPng}
                loading={pngBusy}
                data-testid={`${testId}-png`}
              >
                {t('report.exportPng')}
              </Button>
            )}
            <Tooltip label={t('report.refresh')} withinPortal>
              <ActionIcon
                variant="default"
                aria-label={t('report.refresh')}
                onClick={() => void query.refetch()}
                loading={query.isFetching}
                data-testid={`${testId}-refresh`}
              >
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <ReplyStatus
          query={query}
          what={title}
          empty={query.data !== undefined && isEmpty(query.data)}
          emptyText={t('report.noData')}
          errorTestId={`${testId}-error`}
          emptyTestId={`${testId}-empty`}
        />
        {query.data && !isEmpty(query.data) && children(query.data)}
        {!simple && spreadsheets.length > 0 && (
          <Group gap="xs" mt="auto" wrap="wrap">
            {spreadsheets.map((s) => (
              <SpreadsheetButton
                key={s.endpoint}
                endpoint={s.endpoint}
                eventKey={eventKey}
                label={s.label}
                icon={<IconDownload size={14} />}
                size="compact-sm"
              />
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
