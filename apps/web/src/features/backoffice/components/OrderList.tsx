import { useRef, useState } from 'react';
import { Card, Group, Image, Modal, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { OrderFilter, OrderList as OrderListData, OrderSearch } from '../api/types';
import { formatCount } from './format';
import { OrderCards } from './OrderCards';
import { OrderFilterBar, type OrderListMode } from './OrderFilterBar';
import { OrderTable } from './OrderTable';
import { ReplyStatus } from './ReplyStatus';
import { useOrderColumns } from './useOrderColumns';

/**
 * The order list of the report pages (seed 001 §2.6, §2.8): bank-transfer events (`direct`: slip,
 * receive money), other events (`online`: payment date), and the admin's list of every event
 * (`admin`: event link; receive money sends the admin to the event's page). One page of the
 * matches at a time, with the page control under it.
 */
export function OrderList({
  mode,
  query,
  search,
  onFilter,
  onPage,
}: {
  mode: OrderListMode;
  query: UseQueryResult<OrderListData>;
  search: OrderSearch;
  onFilter: (filter: OrderFilter) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [slip, setSlip] = useState<string | null>(null);
  const columns = useOrderColumns(mode, setSlip);
  const top = useRef<HTMLDivElement>(null);
  const title = t('report.orders.title');
  const data = query.data;
  const rows = data?.rows ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && rows.length > 0 ? (data.page - 1) * data.pageSize + 1 : 0;

  // The same search again from its first page keeps the query's key: ask the server again.
  const apply = (next: OrderFilter) => {
    const { filter, page } = search;
    if (
      page === 1 &&
      next.order_filter_type === filter.order_filter_type &&
      next.order_filter_value === filter.order_filter_value
    ) {
      void query.refetch();
    } else {
      onFilter(next);
    }
  };

  // Another page: back to the list's head when it has scrolled away.
  const turn = (page: number) => {
    onPage(page);
    const head = top.current;
    if (head && head.getBoundingClientRect().top < 0) head.scrollIntoView({ block: 'start' });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="order-list" data-mode={mode} ref={top}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {mode === 'admin' ? t('report.orders.adminTitle') : title}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="order-total">
              {t('report.orders.total', {
                from: formatCount(first, lang),
                to: formatCount(first === 0 ? 0 : first + rows.length - 1, lang),
                total: formatCount(data.total, lang),
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
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(search.page, pages)}
              onChange={turn}
              size={phone ? 'sm' : 'md'}
              siblings={phone ? 0 : 1}
              boundaries={1}
              aria-label={t('report.orders.pages')}
              getItemProps={(page) => ({ 'data-testid': `order-page-${page}` })}
              getControlProps={(control) => ({
                'data-testid': `order-page-${control}`,
                'aria-label': t(`report.orders.pageControl.${control}`),
              })}
              data-testid="order-pagination"
            />
          </Group>
        )}
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
