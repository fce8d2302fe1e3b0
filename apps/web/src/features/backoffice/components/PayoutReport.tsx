import { Alert, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@raceday/domain';
import { TableHead } from '@/components/TableHead';
import { currentLanguage } from '@/lib/i18n';
import { usePayout, type PayoutReport as Payout } from '../api/payout';
import { formatBaht, formatCount } from './format';
import { ReportCard, type ReportProps } from './ReportCard';

const METHODS = ['PP', 'CC', 'DIRECT', 'FREE'] as const;
/** The tables' column headers, by their keys under report.payout. */
const METHOD_HEADS = ['byMethod', 'orders', 'received', 'paymentFee', 'systemFee'] as const;
const DAY_HEADS = ['byDay', 'orders', 'received', 'paymentFee', 'refunds'] as const;
const REFUND_HEADS = ['refundList', 'order', 'how', 'reference', 'amount'] as const;
type PayoutHead = (typeof METHOD_HEADS | typeof DAY_HEADS | typeof REFUND_HEADS)[number];

/**
 * The payout: what the event's money came to, by payment method and by day, with the fees and
 * refunds taken off; money that arrived for an order already closed is shown apart until it is settled.
 * The same figures as its spreadsheet.
 */
export function PayoutReport({ eventKey }: ReportProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = usePayout(eventKey);
  const baht = (n: number) => formatBaht(n, lang);
  const method = (m: string): string =>
    (METHODS as readonly string[]).includes(m)
      ? t(`report.payout.method.${m as (typeof METHODS)[number]}`)
      : m;
  const heads = (keys: readonly PayoutHead[]) => keys.map((key) => t(`report.payout.${key}`));
  /** Money by method or by day: each row's name, its orders, then three amounts in baht. */
  const moneyTable = (
    testId: string,
    keys: readonly PayoutHead[],
    rows: { key: string; name: string; orders: number; amounts: number[]; props?: Record<string, string> }[],
    striped?: boolean,
  ) => (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={6} striped={striped} data-testid={testId}>
        <TableHead labels={heads(keys)} right={4} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} {...row.props}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{formatCount(row.orders, lang)}</Table.Td>
              {row.amounts.map((amount, i) => (
                <Table.Td key={i} ta="right">
                  {baht(amount)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <ReportCard
      title={t('report.payout.title')}
      testId="report-payout"
      query={query}
      eventKey={eventKey}
      isEmpty={(rows: Payout[]) =>
        rows[0]!.by_method.length === 0 &&
        rows[0]!.refunds.length === 0 &&
        rows[0]!.after_close.payments === 0
      }
      spreadsheets={[{ endpoint: 'export-payout', label: t('report.payout.spreadsheet') }]}
    >
      {([p]) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="payout-totals">
            {(
              [
                ['received', p!.totals.received],
                ['paymentFee', -p!.totals.payment_fee || 0],
                ['systemFee', -p!.totals.system_fee || 0],
                ['refunds', -p!.totals.refunds || 0],
                ['net', p!.totals.net],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0} data-testid={`payout-${key}`}>
                <Text size="xs" c="dimmed">
                  {t(`report.payout.${key}`)}
                </Text>
                <Text fw={key === 'net' ? 700 : 600} size="lg">
                  {baht(value)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {p!.after_close.unsettled > 0 && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="payout-after-close"
            >
              {t('report.payout.afterClose', {
                amount: baht(p!.after_close.unsettled),
                count: p!.after_close.payments,
              })}
            </Alert>
          )}
          {moneyTable(
            'payout-by-method',
            METHOD_HEADS,
            p!.by_method.map((m) => ({
              key: m.method,
              name: method(m.method),
              orders: m.orders,
              amounts: [m.received, m.payment_fee, m.system_fee],
              props: { 'data-testid': 'payout-method-row', 'data-method': m.method },
            })),
          )}
          {moneyTable(
            'payout-by-day',
            DAY_HEADS,
            p!.by_day.map((d) => ({
              key: d.day,
              name: d.day,
              orders: d.orders,
              amounts: [d.received, d.payment_fee, d.refunds],
            })),
            true,
          )}
          {p!.refunds.length > 0 && (
            <Table.ScrollContainer minWidth={620}>
              <Table verticalSpacing={6} data-testid="payout-refund-list">
                <TableHead labels={heads(REFUND_HEADS)} right={1} />
                <Table.Tbody>
                  {p!.refunds.map((r) => (
                    <Table.Tr key={`${r.at}-${r.order_uuid}-${r.amount}`} data-testid="payout-refund-row">
                      <Table.Td>{formatMoment(r.at, lang)}</Table.Td>
                      <Table.Td ff="monospace" data-testid="payout-refund-order">
                        {r.order_uuid}
                      </Table.Td>
                      <Table.Td>
                        {t(r.method === 'manual' ? 'report.payout.byHand' : 'report.payout.byProvider')}
                        {r.reason === 'paid_after_close' ? ` · ${t('report.payout.afterCloseShort')}` : ''}
                      </Table.Td>
                      <Table.Td>{[r.reference, r.note].filter(Boolean).join(' · ') || '-'}</Table.Td>
                      <Table.Td ta="right">{baht(r.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed">
            {t('report.payout.note', { amount: baht(p!.totals.received_from_paid_orders) })}
          </Text>
        </Stack>
      )}
    </ReportCard>
  );
}
