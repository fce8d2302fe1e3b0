import type { Key, ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatCount, percent, sum } from './format';
import classes from './Backoffice.module.css';

/** A column of counts: one number a row, added up in the total row. */
export interface CountColumn<R> {
  key: string;
  header: ReactNode;
  count: (row: R) => number;
  /** Marks the column's cells for the tests. */
  testId?: string;
}

/** The count column of a report whose rows carry `count_number` (the tests read its cells). */
export function countColumn<R extends { count_number: number }>(header: ReactNode): CountColumn<R> {
  return { key: 'count', header, count: (row) => row.count_number, testId: 'report-row-count' };
}

/** A counting report with only zeros says 'no data', as one without rows. */
export const allZero = (rows: { count_number: number }[]) => rows.every((row) => row.count_number === 0);

/** The bold last row of a report table: its label across the first two columns, then the sums. */
export function TotalRow({ label, cells }: { label: string; cells: (string | number)[] }) {
  return (
    <Table.Tr className={classes.totalRow} data-testid="report-total-row">
      <Table.Td colSpan={2}>{label}</Table.Td>
      {cells.map((cell, i) => (
        <Table.Td key={i} ta="right">
          {cell}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * The table of a counting report: #, what is counted (`label`), its count columns, with `withPercent`
 * the share of the first count column, and a total row.
 */
export interface CountTableProps<R> {
  testId: string;
  /** Scrolls sideways below this width; without it the table fits its card. */
  minWidth?: number;
  rows: R[];
  rowKey?: (row: R, index: number) => Key;
  /** data-* attributes of a row, for the tests. */
  rowData?: (row: R) => Record<`data-${string}`, string>;
  label: { header: ReactNode; cell: (row: R) => ReactNode };
  counts: CountColumn<R>[];
  withPercent?: boolean;
}

export function CountTable<R>({
  testId,
  minWidth,
  rows,
  rowKey = (_, i) => i,
  rowData,
  label,
  counts,
  withPercent = false,
}: CountTableProps<R>) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const totals = counts.map((column) => sum(rows.map(column.count)));
  const shareOf = counts[0];

  const table = (
    <Table striped verticalSpacing={6} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>{t('report.table.no')}</Table.Th>
          <Table.Th>{label.header}</Table.Th>
          {counts.map((column) => (
            <Table.Th key={column.key} ta="right">
              {column.header}
            </Table.Th>
          ))}
          {withPercent && <Table.Th ta="right">{t('report.table.percent')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)} data-testid="report-row" {...rowData?.(row)}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td data-testid="report-row-name">{label.cell(row)}</Table.Td>
            {counts.map((column) => (
              <Table.Td key={column.key} ta="right" data-testid={column.testId}>
                {formatCount(column.count(row), lang)}
              </Table.Td>
            ))}
            {withPercent && shareOf && (
              <Table.Td ta="right">{percent(shareOf.count(row), totals[0] ?? 0)}</Table.Td>
            )}
          </Table.Tr>
        ))}
        <TotalRow
          label={t('report.table.total')}
          cells={[...totals.map((total) => formatCount(total, lang)), ...(withPercent ? ['100.0'] : [])]}
        />
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
