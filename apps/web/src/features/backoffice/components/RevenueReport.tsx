import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderMoneyField } from '@raceday/domain/validation';
import { currentLanguage } from '@/lib/i18n';
import { useReportOrderAmt } from '../api/report-order-amt';
import { formatBaht, formatCount } from './format';
import { ReportCard, type ReportProps } from './ReportCard';

/**
 * The money lines, in the applicant spreadsheets' column order: each is the sum of that spreadsheet
 * column (the server's ORDER_MONEY_COLUMNS). `total` is the orders' amount.
 */
const FIGURES: {
  field: OrderMoneyField;
  key:
    'items' | 'discount' | 'shipping' | 'systemFee' | 'orderAmount' | 'paymentFee' | 'received' | 'refunded';
  strong?: boolean;
}[] = [
  { field: 'items_amount', key: 'items' },
  { field: 'discount_amount', key: 'discount' },
  { field: 'delivery_type_price', key: 'shipping' },
  { field: 'system_fee_amount', key: 'systemFee' },
  { field: 'total', key: 'orderAmount', strong: true },
  { field: 'payment_fee_amount', key: 'paymentFee' },
  { field: 'received_amount', key: 'received', strong: true },
  { field: 'refunded_amount', key: 'refunded' },
];

/**
 * The money of the event's orders: one column per set of orders (paid, unpaid, all applicants, shirt
 * delivery, self pick-up), each equal to the column sums of the spreadsheet of the same orders.
 */
export function RevenueReport({ eventKey }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportOrderAmt(eventKey);
  return (
    <ReportCard title={t('report.revenue.title')} testId="report-revenue" query={query} eventKey={eventKey}>
      {(rows) => (
        <Stack gap={6}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={6} data-testid="report-revenue-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.revenue.inBaht')}</Table.Th>
                  {rows.map((row) => (
                    <Table.Th key={row.orders} ta="right" data-testid={`revenue-set-${row.orders}`}>
                      {t(`report.revenue.sets.${row.orders}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr data-testid="report-row">
                  <Table.Td>{t('report.revenue.orders')}</Table.Td>
                  {rows.map((row) => (
                    <Table.Td key={row.orders} ta="right" data-testid={`revenue-${row.orders}-order_count`}>
                      {formatCount(row.order_count, lang)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {FIGURES.map((figure) => (
                  <Table.Tr key={figure.field} data-testid="report-row">
                    <Table.Td fw={figure.strong ? 700 : undefined}>
                      {t(`report.revenue.${figure.key}`)}
                    </Table.Td>
                    {rows.map((row) => (
                      <Table.Td
                        key={row.orders}
                        ta="right"
                        fw={figure.strong ? 700 : undefined}
                        data-testid={`revenue-${row.orders}-${figure.field}`}
                      >
                        {formatBaht(row[figure.field], lang)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Outside the scrolling table: on a phone the note wraps to the card's width. */}
          <Text size="xs" c="dimmed">
            {t('report.revenue.note')}
          </Text>
        </Stack>
      )}
    </ReportCard>
  );
}
