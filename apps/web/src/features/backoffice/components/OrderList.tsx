import { useState } from 'react';
import { Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { OrderFilter, OrderList as OrderListData } from '../api/types';
import { formatCount } from './format';
import { OrderCards } from './OrderCards';
import { OrderFilterBar, type OrderListMode } from './OrderFilterBar';
import { OrderTable } from './OrderTable';
import { ReplyStatus } from './ReplyStatus';
import { useOrderColumns } from './useOrderColumns';

/**
 * The order list of the report pages (seed 001 §2.6, §2.8): bank-transfer events (`direct`: slip,
 * receive money), other events (`online`: payment date), and the admin's list of every event
 * (`admin`: event link; receive money only says to log in as the organizer).
 */
export function OrderList({
  mode,
  query,
  filter,
  onFilter,
}: {
  mode: OrderListMode;
  query: UseQueryResult<OrderListData>;
  filter: OrderFilter;
  onFilter: (filter: OrderFilter) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [slip, setSlip] = useState<string | null>(null);
  const columns = useOrderColumns(mode, setSlip);
  const title = t('report.orders.title');
  const rows = query.data?.rows ?? [];

  // The same search again keeps the query's key: ask the server again.
  const apply = (next: OrderFilter) => {
    if (
      next.order_filter_type === filter.order_filter_type &&
      next.order_filter_value === filter.order_filter_value
    ) {
      void query.refetch();
    } else {
      onFilter(next);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="order-list" data-mode={mode}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {mode === 'admin' ? t('report.orders.adminTitle') : title}
          </Title>
          {query.data && (
            <Text size="sm" c="dimmed" data-testid="order-total">
              {t('report.orders.total', {
                shown: formatCount(query.data.rows.length, lang),
                total: formatCount(query.data.total, lang),
              })}
            </Text>
          )}
        </Group>
        <OrderFilterBar
          mode={mode}
          onApply={apply}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        <ReplyStatus
          query={query}
          what={title}
          empty={query.data !== undefined && rows.length === 0}
          emptyText={t('report.orders.empty')}
          errorTestId="order-list-error"
          emptyTestId="order-empty"
        />
        {rows.length > 0 &&
          (phone ? (
            <OrderCards rows={rows} columns={columns} fetching={query.isFetching} />
          ) : (
            <OrderTable
              rows={rows}
              columns={columns}
              minWidth={mode === 'online' ? 1500 : 1750}
              fetching={query.isFetching}
            />
          ))}
      </Stack>
      <Modal
        opened={slip !== null}
        onClose={() => setSlip(null)}
        title={t('report.orders.slip')}
        size="lg"
        centered
        data-testid="slip-modal"
      >
        {slip && (
          <Image src={slip} alt={t('report.orders.slip')} fit="contain" mah="75vh" data-testid="slip-large" />
        )}
      </Modal>
    </Card>
  );
}
