import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportOrderCount } from '../api/report-order-count';
import type { LegendItem } from './ChartLegendList';
import { ChartReport } from './ChartReport';
import { allZero, countColumn } from './CountTable';
import { STATUS_COLORS } from './format';
import type { ReportProps } from './ReportCard';
import { PieExport, PiePanel } from './ReportPie';
import { StatusBadge } from './StatusBadge';

const STATUS_ORDER = ['INITIAL', 'PAID', 'DELETE', 'CANCEL', 'EXPIRED'];
const statusRank = (status: string) => {
  const i = STATUS_ORDER.indexOf(status);
  return i === -1 ? STATUS_ORDER.length : i;
};

/** Orders per status: pie or table, PNG 1200x600, unpaid-orders spreadsheet. */
export function OrderCountReport(props: ReportProps) {
  const { t } = useTranslation();
  const query = useReportOrderCount(props.eventKey);
  const rows = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => statusRank(a.status) - statusRank(b.status)),
    [query.data],
  );
  const items: LegendItem[] = rows.map((row) => ({
    name: t(`report.status.${row.status}`, { defaultValue: row.status }),
    value: row.count_number,
    color: STATUS_COLORS[row.status] ?? 'gray.5',
  }));

  return (
    <ChartReport
      {...props}
      title={t('report.orderCount.title')}
      testId="report-order-count"
      query={query}
      isEmpty={allZero}
      spreadsheets={[{ endpoint: 'report-order-unpaid', label: t('report.exportUnpaid') }]}
      png={{ width: 1200, height: 600, name: 'order-status' }}
      chart={<PiePanel items={items} size={200} />}
      exportChart={<PieExport items={items} size={400} />}
      table={{
        rows,
        rowKey: (row) => row.status,
        rowData: (row) => ({ 'data-status': row.status }),
        label: { header: t('report.table.status'), cell: (row) => <StatusBadge status={row.status} /> },
        counts: [countColumn(t('report.table.count'))],
        withPercent: true,
      }}
    />
  );
}
