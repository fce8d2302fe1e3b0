import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportRunnerType, type RunnerTypeRow } from '../api/report-runner-type';
import type { LegendItem } from './ChartLegendList';
import { ChartReport } from './ChartReport';
import { allZero, countColumn, type CountColumn } from './CountTable';
import { paletteColor, plainText } from './format';
import { InlineHtml } from './InlineHtml';
import type { ReportProps } from './ReportCard';
import { PieExport, PiePanel } from './ReportPie';

/** Runners per race type: pie chart or table (#, name, count, paid, percent, total), PNG 1440x720. */
export function RunnerTypeReport(props: ReportProps) {
  const { t } = useTranslation();
  const query = useReportRunnerType(props.eventKey);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const items: LegendItem[] = useMemo(
    () =>
      rows.map((row, i) => ({
        name: plainText(row.run_type_name),
        value: row.count_number,
        color: paletteColor(i),
      })),
    [rows],
  );
  const counts: CountColumn<RunnerTypeRow>[] = [countColumn(t('report.table.count'))];
  // The paid column only when the reply carries the paid count.
  if (rows.some((row) => typeof row.paid_number === 'number')) {
    counts.push({ key: 'paid', header: t('report.table.paid'), count: (row) => row.paid_number ?? 0 });
  }

  return (
    <ChartReport
      {...props}
      title={t('report.runnerType.title')}
      testId="report-runner-type"
      query={query}
      isEmpty={allZero}
      png={{ width: 1440, height: 720, name: 'runner-type' }}
      chart={<PiePanel items={items} size={220} />}
      exportChart={<PieExport items={items} size={520} />}
      table={{
        minWidth: 360,
        rows,
        label: { header: t('report.table.runType'), cell: (row) => <InlineHtml html={row.run_type_name} /> },
        counts,
        withPercent: true,
      }}
    />
  );
}
