import { useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useReportRunnerTypeSex } from '../api/report-runner-type-sex';
import { ChartReport } from './ChartReport';
import type { CountColumn } from './CountTable';
import { paletteColor, plainText, sum } from './format';
import { InlineHtml } from './InlineHtml';
import type { ReportProps } from './ReportCard';

const SEX_COLORS: Record<string, string> = { MALE: 'blue.6', FEMALE: 'pink.6' };

/** The reply's rows as a race type x sex grid, race types in reply order, men first. */
function useTypeSexGrid(rows: { run_type_name: string; sex: string; count_number: number }[] | undefined) {
  return useMemo(() => {
    const sexes: string[] = [];
    const types: string[] = [];
    const cells = new Map<string, number>();
    for (const row of rows ?? []) {
      if (!sexes.includes(row.sex)) sexes.push(row.sex);
      if (!types.includes(row.run_type_name)) types.push(row.run_type_name);
      const key = `${row.run_type_name}\u0000${row.sex}`;
      cells.set(key, (cells.get(key) ?? 0) + row.count_number);
    }
    sexes.sort((a, b) => (a === 'MALE' ? -1 : b === 'MALE' ? 1 : a.localeCompare(b)));
    const count = (type: string, sex: string) => cells.get(`${type}\u0000${sex}`) ?? 0;
    return { sexes, types, count };
  }, [rows]);
}

/** Runners per race type and sex: grouped bars or a table, PNG 1200x600. */
export function RunnerTypeSexReport(props: ReportProps) {
  const { t } = useTranslation();
  const query = useReportRunnerTypeSex(props.eventKey);
  const { sexes, types, count } = useTypeSexGrid(query.data);
  const sexLabel = (sex: string) => t(`report.sex.${sex}`, { defaultValue: sex });

  const chartData = types.map((type) => ({
    type: plainText(type),
    ...Object.fromEntries(sexes.map((sex) => [sex, count(type, sex)])),
  }));
  const series = sexes.map((sex, i) => ({
    name: sex,
    label: sexLabel(sex),
    color: SEX_COLORS[sex] ?? paletteColor(i + 4),
  }));
  // The PNG's chart: taller, with the values on the bars instead of tooltips.
  const chart = (height: number, big = false) => (
    <BarChart
      h={height}
      data={chartData}
      dataKey="type"
      series={series}
      withLegend
      withTooltip={!big}
      withBarValueLabel={big}
      tickLine="y"
      xAxisProps={{ interval: 0, tick: { fontSize: big ? 16 : 11 } }}
      legendProps={{ verticalAlign: 'top', height: big ? 48 : 36 }}
    />
  );
  const counts: CountColumn<string>[] = [
    ...sexes.map((sex) => ({ key: sex, header: sexLabel(sex), count: (type: string) => count(type, sex) })),
    {
      key: 'total',
      header: t('report.table.total'),
      count: (type) => sum(sexes.map((sex) => count(type, sex))),
    },
  ];

  return (
    <ChartReport
      {...props}
      title={t('report.runnerTypeSex.title')}
      testId="report-runner-type-sex"
      query={query}
      png={{ width: 1200, height: 600, name: 'runner-type-sex' }}
      chart={chart(280)}
      exportChart={chart(440, true)}
      table={{
        minWidth: 360,
        rows: types,
        rowKey: (type) => type,
        label: { header: t('report.table.runType'), cell: (type) => <InlineHtml html={type} /> },
        counts,
      }}
    />
  );
}
