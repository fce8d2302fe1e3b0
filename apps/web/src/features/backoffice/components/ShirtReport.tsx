import { useTranslation } from 'react-i18next';
import { useReportRunnerTshirt } from '../api/report-runner-tshirt';
import { countColumn, CountTable } from './CountTable';
import { InlineHtml } from './InlineHtml';
import { ReportCard, type ReportProps } from './ReportCard';

/** Shirts per size: table, refresh, spreadsheet export. */
export function ShirtReport({ eventKey, simple }: ReportProps) {
  const { t } = useTranslation();
  const query = useReportRunnerTshirt(eventKey);
  return (
    <ReportCard
      title={t('report.shirt.title')}
      testId="report-shirt"
      query={query}
      eventKey={eventKey}
      simple={simple}
      spreadsheets={[{ endpoint: 'report-runner-tshirt-excel', label: t('report.exportExcel') }]}
    >
      {(rows) => (
        <CountTable
          testId="report-shirt-table"
          minWidth={300}
          rows={rows}
          label={{ header: t('report.table.shirt'), cell: (row) => <InlineHtml html={row.t_shirt_name} /> }}
          counts={[countColumn(t('report.table.count'))]}
          withPercent
        />
      )}
    </ReportCard>
  );
}
