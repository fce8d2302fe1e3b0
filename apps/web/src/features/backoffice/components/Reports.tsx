import { Fragment, useMemo, useState } from 'react';
import { BarChart, PieChart } from '@mantine/charts';
import { Box, Flex, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useReportOrderAmt } from '../api/report-order-amt';
import { useReportOrderCount } from '../api/report-order-count';
import { useReportRunnerTshirt } from '../api/report-runner-tshirt';
import { useReportRunnerType } from '../api/report-runner-type';
import { useReportRunnerTypeSex } from '../api/report-runner-type-sex';
import { useReportRunnerTypeTshirt } from '../api/report-runner-type-tshirt';
import { ChartLegendList, type LegendItem } from './ChartLegendList';
import { formatBaht, formatCount, paletteColor, percent, plainText, STATUS_COLORS } from './format';
import { InlineHtml } from './InlineHtml';
import { StatusBadge } from './OrderList';
import { ReportCard, type ReportView } from './ReportCard';
import { usePngExport } from './usePngExport';
import classes from './Backoffice.module.css';

/** `simple`: the admin's per-event page, tables only (seed 001 §2.8). */
export interface ReportProps {
  eventKey: string;
  eventTitle: string;
  simple?: boolean;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function ExportTitle({ title, eventTitle }: { title: string; eventTitle: string }) {
  return (
    <div>
      <Title order={2} size={28}>
        {title}
      </Title>
      <Text size="lg" c="dimmed">
        {eventTitle}
      </Text>
    </div>
  );
}

function TotalRow({ label, cells }: { label: string; cells: (string | number)[] }) {
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

/** Runners per race type: pie chart or table (#, name, count, percent, total), PNG 1440x720. */
/** A pie beside its legend on the page, with tooltips; a phone stacks them. */
function PiePanel({ items, size, testId }: { items: LegendItem[]; size: number; testId: string }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="center" data-testid={testId}>
      <PieChart
        data={items.filter((item) => item.value > 0)}
        size={size}
        withTooltip
        tooltipDataSource="segment"
        strokeWidth={1}
      />
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <ChartLegendList items={items} />
      </Box>
    </Flex>
  );
}

/** The same pie as a PNG shows it: titled, with percent labels and a large legend. */
function PieExport({
  items,
  size,
  title,
  eventTitle,
}: {
  items: LegendItem[];
  size: number;
  title: string;
  eventTitle: string;
}) {
  return (
    <>
      <ExportTitle title={title} eventTitle={eventTitle} />
      <Flex gap={48} align="center" style={{ flex: 1 }}>
        <PieChart
          data={items.filter((item) => item.value > 0)}
          size={size}
          withLabels
          labelsType="percent"
          labelsPosition="inside"
          strokeWidth={2}
        />
        <Box style={{ flex: 1 }} maw={640}>
          <ChartLegendList items={items} size="lg" />
        </Box>
      </Flex>
    </>
  );
}

export function RunnerTypeReport({ eventKey, eventTitle, simple = false }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportRunnerType(eventKey);
  const [view, setView] = useState<ReportView>(simple ? 'table' : 'chart');
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
  const total = sum(rows.map((r) => r.count_number));
  const hasPaid = rows.some((r) => typeof r.paid_number === 'number');
  const title = t('report.runnerType.title');
  const png = usePngExport({
    width: 1440,
    height: 720,
    name: 'runner-type',
    eventKey,
    hasData: total > 0,
  });

  return (
    <ReportCard
      title={title}
      testId="report-runner-type"
      query={query}
      isEmpty={(list) => list.every((row) => row.count_number === 0)}
      eventKey={eventKey}
      view={simple ? undefined : view}
      onView={simple ? undefined : setView}
      onPng={simple ? undefined : png.start}
      pngBusy={png.exporting}
    >
      {() => (
        <>
          {view === 'chart' ? (
            <PiePanel items={items} size={220} testId="report-runner-type-chart" />
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing={6} data-testid="report-runner-type-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>{t('report.table.no')}</Table.Th>
                    <Table.Th>{t('report.table.runType')}</Table.Th>
                    <Table.Th ta="right">{t('report.table.count')}</Table.Th>
                    {hasPaid && <Table.Th ta="right">{t('report.table.paid')}</Table.Th>}
                    <Table.Th ta="right">{t('report.table.percent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, i) => (
                    <Table.Tr key={i} data-testid="report-row">
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td data-testid="report-row-name">
                        <InlineHtml html={row.run_type_name} />
                      </Table.Td>
                      <Table.Td ta="right" data-testid="report-row-count">
                        {formatCount(row.count_number, lang)}
                      </Table.Td>
                      {hasPaid && <Table.Td ta="right">{formatCount(row.paid_number ?? 0, lang)}</Table.Td>}
                      <Table.Td ta="right">{percent(row.count_number, total)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <TotalRow
                    label={t('report.table.total')}
                    cells={[
                      formatCount(total, lang),
                      ...(hasPaid ? [formatCount(sum(rows.map((r) => r.paid_number ?? 0)), lang)] : []),
                      '100.0',
                    ]}
                  />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {png.frame(<PieExport items={items} size={520} title={title} eventTitle={eventTitle} />)}
        </>
      )}
    </ReportCard>
  );
}

const SEX_COLORS: Record<string, string> = { MALE: 'blue.6', FEMALE: 'pink.6' };

/** Runners per race type and sex: grouped bars or a table, PNG 1200x600. */
export function RunnerTypeSexReport({ eventKey, eventTitle, simple = false }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportRunnerTypeSex(eventKey);
  const [view, setView] = useState<ReportView>(simple ? 'table' : 'chart');
  const title = t('report.runnerTypeSex.title');

  const { sexes, types, matrix } = useMemo(() => {
    const rows = query.data ?? [];
    const sexList: string[] = [];
    const typeList: string[] = [];
    const cells = new Map<string, number>();
    for (const row of rows) {
      if (!sexList.includes(row.sex)) sexList.push(row.sex);
      if (!typeList.includes(row.run_type_name)) typeList.push(row.run_type_name);
      const key = `${row.run_type_name}\u0000${row.sex}`;
      cells.set(key, (cells.get(key) ?? 0) + row.count_number);
    }
    sexList.sort((a, b) => (a === 'MALE' ? -1 : b === 'MALE' ? 1 : a.localeCompare(b)));
    return {
      sexes: sexList,
      types: typeList,
      matrix: (type: string, sex: string) => cells.get(`${type}\u0000${sex}`) ?? 0,
    };
  }, [query.data]);

  const sexLabel = (sex: string) => t(`report.sex.${sex}`, { defaultValue: sex });
  const chartData = types.map((type) => ({
    type: plainText(type),
    ...Object.fromEntries(sexes.map((sex) => [sex, matrix(type, sex)])),
  }));
  const series = sexes.map((sex, i) => ({
    name: sex,
    label: sexLabel(sex),
    color: SEX_COLORS[sex] ?? paletteColor(i + 4),
  }));
  const grand = sum((query.data ?? []).map((r) => r.count_number));
  const png = usePngExport({
    width: 1200,
    height: 600,
    name: 'runner-type-sex',
    eventKey,
    hasData: grand > 0,
  });

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

  return (
    <ReportCard
      title={title}
      testId="report-runner-type-sex"
      query={query}
      eventKey={eventKey}
      view={simple ? undefined : view}
      onView={simple ? undefined : setView}
      onPng={simple ? undefined : png.start}
      pngBusy={png.exporting}
    >
      {() => (
        <>
          {view === 'chart' ? (
            <Box data-testid="report-runner-type-sex-chart">{chart(280)}</Box>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing={6} data-testid="report-runner-type-sex-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>{t('report.table.no')}</Table.Th>
                    <Table.Th>{t('report.table.runType')}</Table.Th>
                    {sexes.map((sex) => (
                      <Table.Th key={sex} ta="right">
                        {sexLabel(sex)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('report.table.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {types.map((type, i) => (
                    <Table.Tr key={type} data-testid="report-row">
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>
                        <InlineHtml html={type} />
                      </Table.Td>
                      {sexes.map((sex) => (
                        <Table.Td key={sex} ta="right">
                          {formatCount(matrix(type, sex), lang)}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">
                        {formatCount(sum(sexes.map((sex) => matrix(type, sex))), lang)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <TotalRow
                    label={t('report.table.total')}
                    cells={[
                      ...sexes.map((sex) => formatCount(sum(types.map((type) => matrix(type, sex))), lang)),
                      formatCount(grand, lang),
                    ]}
                  />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {png.frame(
            <>
              <ExportTitle title={title} eventTitle={eventTitle} />
              {chart(440, true)}
            </>,
          )}
        </>
      )}
    </ReportCard>
  );
}

/** Shirts per size: table, refresh, spreadsheet export. */
export function ShirtReport({ eventKey, simple = false }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportRunnerTshirt(eventKey);
  return (
    <ReportCard
      title={t('report.shirt.title')}
      testId="report-shirt"
      query={query}
      eventKey={eventKey}
      spreadsheets={
        simple ? [] : [{ endpoint: 'report-runner-tshirt-excel', label: t('report.exportExcel') }]
      }
    >
      {(rows) => {
        const total = sum(rows.map((r) => r.count_number));
        return (
          <Table.ScrollContainer minWidth={300}>
            <Table striped verticalSpacing={6} data-testid="report-shirt-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>{t('report.table.no')}</Table.Th>
                  <Table.Th>{t('report.table.shirt')}</Table.Th>
                  <Table.Th ta="right">{t('report.table.count')}</Table.Th>
                  <Table.Th ta="right">{t('report.table.percent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={i} data-testid="report-row">
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td data-testid="report-row-name">
                      <InlineHtml html={row.t_shirt_name} />
                    </Table.Td>
                    <Table.Td ta="right" data-testid="report-row-count">
                      {formatCount(row.count_number, lang)}
                    </Table.Td>
                    <Table.Td ta="right">{percent(row.count_number, total)}</Table.Td>
                  </Table.Tr>
                ))}
                <TotalRow label={t('report.table.total')} cells={[formatCount(total, lang), '100.0']} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        );
      }}
    </ReportCard>
  );
}

/** Shirts per race type and size: grouped table, refresh, spreadsheet export. */
export function TypeShirtReport({ eventKey, simple = false }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportRunnerTypeTshirt(eventKey);
  return (
    <ReportCard
      title={t('report.typeShirt.title')}
      testId="report-type-shirt"
      query={query}
      eventKey={eventKey}
      spreadsheets={
        simple ? [] : [{ endpoint: 'report-runner-type-tshirt-excel', label: t('report.exportExcel') }]
      }
    >
      {(rows) => {
        const groups: { type: string; rows: typeof rows }[] = [];
        for (const row of rows) {
          const group = groups.find((g) => g.type === row.run_type_name);
          if (group) group.rows.push(row);
          else groups.push({ type: row.run_type_name, rows: [row] });
        }
        return (
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
                {groups.map((group) => (
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
                <Table.Tr className={classes.totalRow}>
                  <Table.Td colSpan={2}>{t('report.table.total')}</Table.Td>
                  <Table.Td ta="right">{formatCount(sum(rows.map((r) => r.count_number)), lang)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        );
      }}
    </ReportCard>
  );
}

const STATUS_ORDER = ['INITIAL', 'PAID', 'DELETE', 'CANCEL', 'EXPIRED'];
const statusRank = (status: string) => {
  const i = STATUS_ORDER.indexOf(status);
  return i === -1 ? STATUS_ORDER.length : i;
};

/** Orders per status: pie or table, PNG 1200x600, unpaid-orders spreadsheet. */
export function OrderCountReport({ eventKey, eventTitle, simple = false }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportOrderCount(eventKey);
  const [view, setView] = useState<ReportView>(simple ? 'table' : 'chart');
  const title = t('report.orderCount.title');
  const rows = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => statusRank(a.status) - statusRank(b.status)),
    [query.data],
  );
  const items: LegendItem[] = rows.map((row) => ({
    name: t(`report.status.${row.status}`, { defaultValue: row.status }),
    value: row.count_number,
    color: STATUS_COLORS[row.status] ?? 'gray.5',
  }));
  const total = sum(rows.map((r) => r.count_number));
  const png = usePngExport({ width: 1200, height: 600, name: 'order-status', eventKey, hasData: total > 0 });

  return (
    <ReportCard
      title={title}
      testId="report-order-count"
      query={query}
      isEmpty={(list) => list.every((row) => row.count_number === 0)}
      eventKey={eventKey}
      view={simple ? undefined : view}
      onView={simple ? undefined : setView}
      onPng={simple ? undefined : png.start}
      pngBusy={png.exporting}
      spreadsheets={simple ? [] : [{ endpoint: 'report-order-unpaid', label: t('report.exportUnpaid') }]}
    >
      {() => (
        <>
          {view === 'chart' ? (
            <PiePanel items={items} size={200} testId="report-order-count-chart" />
          ) : (
            <Table striped verticalSpacing={6} data-testid="report-order-count-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>{t('report.table.no')}</Table.Th>
                  <Table.Th>{t('report.table.status')}</Table.Th>
                  <Table.Th ta="right">{t('report.table.count')}</Table.Th>
                  <Table.Th ta="right">{t('report.table.percent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={row.status} data-testid="report-row" data-status={row.status}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td ta="right" data-testid="report-row-count">
                      {formatCount(row.count_number, lang)}
                    </Table.Td>
                    <Table.Td ta="right">{percent(row.count_number, total)}</Table.Td>
                  </Table.Tr>
                ))}
                <TotalRow label={t('report.table.total')} cells={[formatCount(total, lang), '100.0']} />
              </Table.Tbody>
            </Table>
          )}
          {png.frame(<PieExport items={items} size={400} title={title} eventTitle={eventTitle} />)}
        </>
      )}
    </ReportCard>
  );
}

/** Revenue of paid orders: amount, delivery price, total. */
export function RevenueReport({ eventKey }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportOrderAmt(eventKey);
  return (
    <ReportCard title={t('report.revenue.title')} testId="report-revenue" query={query} eventKey={eventKey}>
      {(rows) => (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={6} data-testid="report-revenue-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('report.revenue.amount')}</Table.Th>
                <Table.Th ta="right">{t('report.revenue.delivery')}</Table.Th>
                <Table.Th ta="right">{t('report.revenue.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i} data-testid="report-row">
                  <Table.Td ta="right">{formatBaht(row.amount, lang)}</Table.Td>
                  <Table.Td ta="right">{formatBaht(row.delivery_type_price, lang)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatBaht(row.total, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={6}>
            {t('report.revenue.note')}
          </Text>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
