import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconCash, IconMailForward, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import type { ReportOrderRow } from '../api/types';
import { showAlert } from './feedback';
import { formatMoment } from '@raceday/domain';
import { formatBaht } from './format';
import { EditLink, OrderActionButton, SlipThumb } from './OrderCells';
import type { OrderListMode } from './OrderFilterBar';
import { StatusWithFlags } from './StatusBadge';
import { useOrderActions } from './useOrderActions';
import classes from './Backoffice.module.css';

type OrderColumnKey =
  | 'uuid'
  | 'status'
  | 'created'
  | 'event'
  | 'slip'
  | 'receive'
  | 'amount'
  | 'slipTime'
  | 'paymentDate'
  | 'paymentMethod'
  | 'idCard'
  | 'mobile'
  | 'name'
  | 'deliveryName'
  | 'email'
  | 'runners'
  | 'delivery'
  | 'edit'
  | 'resend'
  | 'delete';

export interface OrderColumn {
  key: OrderColumnKey;
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

// Runs of columns the lists share, in their order.
const HEAD: OrderColumnKey[] = ['uuid', 'status', 'created'];
const SLIP: OrderColumnKey[] = ['slip', 'receive', 'amount', 'slipTime'];
const BUYER: OrderColumnKey[] = ['idCard', 'mobile', 'deliveryName', 'email', 'runners', 'delivery'];

/** The columns of each list, in order (seed 001 §2.6, §2.8). */
const LAYOUTS: Record<OrderListMode, OrderColumnKey[]> = {
  direct: [...HEAD, ...SLIP, ...BUYER, 'edit', 'resend', 'delete'],
  online: [...HEAD, 'paymentDate', 'amount', ...BUYER, 'edit', 'resend', 'delete'],
  admin: [
    ...HEAD,
    ...SLIP,
    'paymentMethod',
    'mobile',
    'name',
    'email',
    'runners',
    'delivery',
    'edit',
    'resend',
    'event',
  ],
};

/** A cell of plain text. */
const plain = (value: (row: ReportOrderRow) => ReactNode) => (row: ReportOrderRow) => (
  <Text size="sm">{value(row)}</Text>
);

/**
 * The order list's columns for a list kind, with their headers and cells; `onOpenSlip` shows a slip
 * large. Receive money on the admin list only says to log in as the organizer.
 */
export function useOrderColumns(mode: OrderListMode, onOpenSlip: (url: string) => void): OrderColumn[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { receiveMoney, deleteOrder, resendEmail, busy } = useOrderActions();

  const columns: Record<OrderColumnKey, Omit<OrderColumn, 'key' | 'header'>> = {
    uuid: {
      inCardHead: true,
      cell: (row) => (
        <Anchor component={Link} to={`/order/${row.uuid}`} size="sm" ff="monospace" data-testid="order-link">
          {row.uuid.slice(0, 8)}
        </Anchor>
      ),
    },
    status: { inCardHead: true, nowrap: true, cell: (row) => <StatusWithFlags row={row} /> },
    created: { nowrap: true, cell: plain((row) => formatMoment(row.create_date, lang)) },
    event: {
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
    slip: { cell: (row) => <SlipThumb row={row} onOpen={onOpenSlip} /> },
    receive: {
      action: true,
      cell: (row) =>
        row.status === 'INITIAL' &&
        row.payment_method === 'DIRECT' && (
          <OrderActionButton
            color="green"
            icon={<IconCash size={14} />}
            busy={busy === row.uuid}
            onClick={() =>
              mode === 'admin'
                ? showAlert(t, t('report.receive.adminNotice'), 'admin-receive-notice')
                : void receiveMoney(row)
            }
            testId="order-receive"
          >
            {t('report.orders.receive')}
          </OrderActionButton>
        ),
    },
    amount: {
      right: true,
      cell: (row) => (
        <Text size="sm" className={classes.nowrap} data-testid="order-amount">
          {formatBaht(row.amount, lang)}
        </Text>
      ),
    },
    slipTime: { cell: plain((row) => row.payment_slip_time ?? '-') },
    paymentDate: { nowrap: true, cell: plain((row) => formatMoment(row.payment_date, lang)) },
    paymentMethod: {
      cell: plain((row) => t(`report.method.${row.payment_method}`, { defaultValue: row.payment_method })),
    },
    idCard: { cell: plain((row) => row.id_card || '-') },
    mobile: { nowrap: true, cell: plain((row) => row.mobile || '-') },
    name: { cell: plain((row) => [row.fname, row.lname].filter(Boolean).join(' ') || '-') },
    deliveryName: { cell: plain((row) => row.delivery_add_name || '-') },
    email: {
      wide: true,
      nowrap: true,
      cell: (row) => (
        <Text size="sm" className={classes.breakAll}>
          {row.email || '-'}
        </Text>
      ),
    },
    runners: { cell: plain((row) => row.runner_count) },
    delivery: { cell: plain((row) => row.delivery_type_name || '-') },
    edit: { action: true, cell: (row) => <EditLink row={row} /> },
    // An open or paid order has a mail to send again (order received / payment confirmed).
    resend: {
      action: true,
      cell: (row) =>
        (row.status === 'INITIAL' || row.status === 'PAID') && (
          <OrderActionButton
            color="blue"
            variant="light"
            icon={<IconMailForward size={14} />}
            busy={busy === row.uuid}
            onClick={() => void resendEmail(row)}
            testId="order-resend"
          >
            {t('report.orders.resend')}
          </OrderActionButton>
        ),
    },
    delete: {
      action: true,
      cell: (row) =>
        row.status === 'INITIAL' && (
          <OrderActionButton
            color="red"
            variant="light"
            icon={<IconTrash size={14} />}
            busy={busy === row.uuid}
            onClick={() => void deleteOrder(row)}
            testId="order-delete"
          >
            {t('report.orders.delete')}
          </OrderActionButton>
        ),
    },
  };

  return LAYOUTS[mode].map((key) => ({ key, header: t(`report.orders.${key}`), ...columns[key] }));
}
