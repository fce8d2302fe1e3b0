import { useState, type ReactNode } from 'react';
import { Box, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SpreadsheetEndpoint } from '../api/spreadsheet-export';
import { CountTable, type CountTableProps } from './CountTable';
import { ReportCard, type ReportProps, type ReportView } from './ReportCard';
import { usePngExport } from './usePngExport';

/**
 * A report shown as a chart or as a count table (`table`: its rows and columns), at the user's
 * choice, whose chart also saves as a PNG of a fixed size, titled with the report and the event
 * (seed 001 §9). The admin's simple page shows only the table.
 */
export function ChartReport<T, R>({
  eventKey,
  eventTitle,
  simple = false,
  title,
  testId,
  query,
  isEmpty = (rows) => rows.length === 0,
  spreadsheets,
  png,
  chart,
  exportChart,
  table,
}: ReportProps & {
  title: string;
  testId: string;
  query: UseQueryResult<T[]>;
  isEmpty?: (rows: T[]) => boolean;
  spreadsheets?: { endpoint: SpreadsheetEndpoint; label: string }[];
  /** The PNG's size and the start of its file name. */
  png: { width: number; height: number; name: string };
  chart: ReactNode;
  /** The chart as the PNG shows it, under its title. */
  exportChart: ReactNode;
  table: Omit<CountTableProps<R>, 'testId'>;
}) {
  const [view, setView] = useState<ReportView>(simple ? 'table' : 'chart');
  // The PNG has something to draw when the card shows something.
  const image = usePngExport({ ...png, eventKey, hasData: query.data !== undefined && !isEmpty(query.data) });

  return (
    <ReportCard
      title={title}
      testId={testId}
      query={query}
      isEmpty={isEmpty}
      eventKey={eventKey}
      simple={simple}
      view={view}
      onView={setView}
      onPng={image.start}
      pngBusy={image.exporting}
      spreadsheets={spreadsheets}
    >
      {() => (
        <>
          {view === 'chart' ? (
            <Box data-testid={`${testId}-chart`}>{chart}</Box>
          ) : (
            <CountTable testId={`${testId}-table`} {...table} />
          )}
          {image.frame(
            <>
              <div>
                <Title order={2} size={28}>
                  {title}
                </Title>
                <Text size="lg" c="dimmed">
                  {eventTitle}
                </Text>
              </div>
              {exportChart}
            </>,
          )}
        </>
      )}
    </ReportCard>
  );
}
