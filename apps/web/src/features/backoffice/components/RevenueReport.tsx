import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useReportOrderAmt } from '../api/report-order-amt';
import { formatBaht } from './format';
import { ReportCard, type ReportProps } from './ReportCard';

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
