import { Fragment } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useReportRunnerTypeTshirt } from '../api/report-runner-type-tshirt';
import { TotalRow } from './CountTable';
import { formatCount, sum } from './format';
import { InlineHtml } from './InlineHtml';
import { ReportCard, type ReportProps } from './ReportCard';

/** Rows grouped by race type, in reply order. */
function byRunType<R extends { run_type_name: string }>(rows: R[]) {
  const groups: { type: string; rows: R[] }[] = [];
  for (const row of rows) {
    const group = groups.find((g) => g.type === row.run_type_name);
    if (group) group.rows.push(row);
    else groups.push({ type: row.run_type_name, rows: [row] });
  }
  return groups;
}

/** Shirts per race type and size: the race type spans its sizes and their subtotal; refresh, spreadsheet export. */
export function TypeShirtReport({ eventKey, simple }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportRunnerTypeTshirt(eventKey);
  return (
    <ReportCard
      title={t('report.typeShirt.title')}
      testId="report-type-shirt"
      query={query}
      eventKey={eventKey}
      simple={simple}
      spreadsheets={[{ endpoint: 'report-runner-type-tshirt-excel', label: t('report.exportExcel') }]}
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6} withRowBorders data-testid="report-type-shirt-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('report.table.runType')}</Table.Th>
                <Table.Th>{t('report.table.shirt')}</Table.Th>
                <Table.Th ta="right">{t('report.table.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byRunType(rows).map((group) => (
                <Fragment key={group.type}>
                  {group.rows.map((row, i) => (
                    <Table.Tr key={`${group.type}-${i}`} data-testid="report-row">
                      {i === 0 && (
                        <Table.Td rowSpan={group.rows.length + 1} style={{ verticalAlign: 'top' }} fw={600}>
                          <InlineHtml html={group.type} />
                        </Table.Td>
                      )}
                      <Table.Td>
                        <InlineHtml html={row.t_shirt_name} />
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(row.count_number, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td c="dimmed" fz="sm">
                      {t('report.table.subtotal')}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatCount(sum(group.rows.map((r) => r.count_number)), lang)}
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              ))}
              <TotalRow
                label={t('report.table.total')}
                cells={[formatCount(sum(rows.map((r) => r.count_number)), lang)]}
              />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
