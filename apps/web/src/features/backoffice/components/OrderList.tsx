import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCash, IconEdit, IconMoodEmpty, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import type { OrderFilter, OrderList as OrderListData, ReportOrderRow } from '../api/types';
import { showAlert } from './feedback';
import { formatBaht, formatCount, formatDateTime } from './format';
import { OrderFilterBar, type OrderListMode } from './OrderFilterBar';
import { StatusWithFlags } from './StatusBadge';
import { useOrderActions } from './useOrderActions';
import classes from './Backoffice.module.css';

interface Column {
  key: string;
  header: string;
  cell: (row: ReportOrderRow) => ReactNode;
  /** Kept out of the phone cards' label grid (shown in the card's head or action row instead). */
  inCardHead?: boolean;
  action?: boolean;
  nowrap?: boolean;
  /** Spans the whole width of a phone card. */
  wide?: boolean;
  /** Right-aligned in the table (money). */
  right?: boolean;
}

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
  const { receiveMoney, deleteOrder, busy } = useOrderActions();

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

  const slipCell = (row: ReportOrderRow) =>
    row.payment_slip_url ? (
      <UnstyledButton
        onClick={() => setSlip(row.payment_slip_url)}
        aria-label={t('report.orders.openSlip')}
        data-testid="order-slip"
      >
        <Image
          src={row.payment_slip_url}
          alt={t('report.orders.slip')}
          w={44}
          h={56}
          fit="cover"
          radius="sm"
        />
      </UnstyledButton>
    ) : (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );

  const receiveCell = (row: ReportOrderRow) =>
    row.status === 'INITIAL' && row.payment_method === 'DIRECT' ? (
      <Button
        size="compact-sm"
        color="green"
        leftSection={<IconCash size={14} />}
        loading={busy === row.uuid}
        onClick={() =>
          mode === 'admin'
            ? showAlert(t, t('report.receive.adminNotice'), 'admin-receive-notice')
            : void receiveMoney(row)
        }
        data-testid="order-receive"
      >
        {t('report.orders.receive')}
      </Button>
    ) : null;

  const deleteCell = (row: ReportOrderRow) =>
    row.status === 'INITIAL' ? (
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        leftSection={<IconTrash size={14} />}
        loading={busy === row.uuid}
        onClick={() => void deleteOrder(row)}
        data-testid="order-delete"
      >
        {t('report.orders.delete')}
      </Button>
    ) : null;

  const editCell = (row: ReportOrderRow) => (
    <Anchor
      component={Link}
      to={`/order-update/${row.event_key}/${row.uuid}`}
      size="sm"
      data-testid="order-edit"
      className={classes.nowrap}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconEdit size={14} />
        {t('report.orders.edit')}
      </Group>
    </Anchor>
  );

  const amountCell = (row: ReportOrderRow) => (
    <Text size="sm" className={classes.nowrap} data-testid="order-amount">
      {formatBaht(row.amount, lang)}
    </Text>
  );

  const all: Record<string, Column> = {
    uuid: {
      key: 'uuid',
      header: t('report.orders.uuid'),
      inCardHead: true,
      cell: (row) => (
        <Anchor component={Link} to={`/order/${row.uuid}`} size="sm" ff="monospace" data-testid="order-link">
          {row.uuid.slice(0, 8)}
        </Anchor>
      ),
    },
    status: {
      key: 'status',
      header: t('report.orders.status'),
      inCardHead: true,
      nowrap: true,
      cell: (row) => <StatusWithFlags row={row} />,
    },
    created: {
      key: 'created',
      header: t('report.orders.created'),
      nowrap: true,
      cell: (row) => <Text size="sm">{formatDateTime(row.create_date, lang)}</Text>,
    },
    event: {
      key: 'event',
      header: t('report.orders.event'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/dashboard-organizer/${row.event_key}`}
          size="sm"
          data-testid="order-event-link"
        >
          {pickText(lang, row.title, row.title_en) || row.event_key}
        </Anchor>
      ),
    },
    slip: { key: 'slip', header: t('report.orders.slip'), cell: slipCell },
    receive: { key: 'receive', header: t('report.orders.receive'), action: true, cell: receiveCell },
    amount: { key: 'amount', header: t('report.orders.amount'), right: true, cell: amountCell },
    slipTime: {
      key: 'slipTime',
      header: t('report.orders.slipTime'),
      cell: (row) => <Text size="sm">{row.payment_slip_time ?? '-'}</Text>,
    },
    paymentDate: {
      key: 'paymentDate',
      header: t('report.orders.paymentDate'),
      nowrap: true,
      cell: (row) => <Text size="sm">{formatDateTime(row.payment_date, lang)}</Text>,
    },
    paymentMethod: {
      key: 'paymentMethod',
      header: t('report.orders.paymentMethod'),
      cell: (row) => (
        <Text size="sm">
          {t(`report.method.${row.payment_method}`, { defaultValue: row.payment_method })}
        </Text>
      ),
    },
    idCard: {
      key: 'idCard',
      header: t('report.orders.idCard'),
      cell: (row) => <Text size="sm">{row.id_card || '-'}</Text>,
    },
    mobile: {
      key: 'mobile',
      header: t('report.orders.mobile'),
      nowrap: true,
      cell: (row) => <Text size="sm">{row.mobile || '-'}</Text>,
    },
    name: {
      key: 'name',
      header: t('report.orders.name'),
      cell: (row) => <Text size="sm">{[row.fname, row.lname].filter(Boolean).join(' ') || '-'}</Text>,
    },
    deliveryName: {
      key: 'deliveryName',
      header: t('report.orders.deliveryName'),
      cell: (row) => <Text size="sm">{row.delivery_add_name || '-'}</Text>,
    },
    email: {
      key: 'email',
      header: t('report.orders.email'),
      wide: true,
      nowrap: true,
      cell: (row) => (
        <Text size="sm" className={classes.breakAll}>
          {row.email || '-'}
        </Text>
      ),
    },
    runners: {
      key: 'runners',
      header: t('report.orders.runners'),
      cell: (row) => <Text size="sm">{row.runner_count}</Text>,
    },
    delivery: {
      key: 'delivery',
      header: t('report.orders.delivery'),
      cell: (row) => <Text size="sm">{row.delivery_type_name || '-'}</Text>,
    },
    edit: { key: 'edit', header: t('report.orders.edit'), action: true, cell: editCell },
    delete: { key: 'delete', header: t('report.orders.delete'), action: true, cell: deleteCell },
  };

  const layout: Record<OrderListMode, string[]> = {
    direct: [
      'uuid',
      'status',
      'created',
      'slip',
      'receive',
      'amount',
      'slipTime',
      'idCard',
      'mobile',
      'deliveryName',
      'email',
      'runners',
      'delivery',
      'edit',
      'delete',
    ],
    online: [
      'uuid',
      'status',
      'created',
      'paymentDate',
      'amount',
      'idCard',
      'mobile',
      'deliveryName',
      'email',
      'runners',
      'delivery',
      'edit',
      'delete',
    ],
    admin: [
      'uuid',
      'status',
      'created',
      'slip',
      'receive',
      'amount',
      'slipTime',
      'paymentMethod',
      'mobile',
      'name',
      'email',
      'runners',
      'delivery',
      'edit',
      'event',
    ],
  };
  const columns = layout[mode].map((key) => all[key]!);
  const data = query.data;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="order-list" data-mode={mode}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {mode === 'admin' ? t('report.orders.adminTitle') : t('report.orders.title')}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="order-total">
              {t('report.orders.total', {
                shown: formatCount(data.rows.length, lang),
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
        {query.isPending && <Loader size="sm" />}
        {query.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="order-list-error">
            {t('report.errorFound')}
            {t('report.orders.title')}: {query.error.message}
          </Alert>
        )}
        {data && data.rows.length === 0 && (
          <Group gap="xs" c="dimmed" data-testid="order-empty">
            <IconMoodEmpty size={18} />
            <Text size="sm">{t('report.orders.empty')}</Text>
          </Group>
        )}
        {data && data.rows.length > 0 && phone && (
          <Stack gap="sm" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            {data.rows.map((row) => (
              <Card
                key={row.uuid}
                withBorder
                radius="md"
                padding="sm"
                data-testid="order-row"
                data-uuid={row.uuid}
              >
                <Stack gap={8}>
                  <Group justify="space-between" wrap="nowrap">
                    {all.uuid!.cell(row)}
                    <StatusWithFlags row={row} />
                  </Group>
                  <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
                    {columns
                      .filter((column) => !column.inCardHead && !column.action && column.key !== 'slip')
                      .map((column) => (
                        <CardField key={column.key} label={column.header} wide={column.wide}>
                          {column.cell(row)}
                        </CardField>
                      ))}
                  </SimpleGrid>
                  <Group gap="sm" justify="space-between" wrap="wrap">
                    {columns.some((c) => c.key === 'slip') && row.payment_slip_url ? slipCell(row) : <span />}
                    <Group gap="xs" wrap="wrap">
                      {columns
                        .filter((column) => column.action)
                        .map((column) => (
                          <span key={column.key}>{column.cell(row)}</span>
                        ))}
                    </Group>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {data && data.rows.length > 0 && !phone && (
          <Table.ScrollContainer
            minWidth={mode === 'online' ? 1500 : 1750}
            style={{ opacity: query.isFetching ? 0.6 : 1 }}
          >
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.key}
                      className={classes.nowrap}
                      ta={column.right ? 'right' : undefined}
                    >
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.uuid} data-testid="order-row" data-uuid={row.uuid}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.key}
                        ta={column.right ? 'right' : undefined}
                        className={column.nowrap || column.action ? classes.nowrap : undefined}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

function CardField({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}
