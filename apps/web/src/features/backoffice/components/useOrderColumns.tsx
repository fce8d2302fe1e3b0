import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import type { ReportOrderRow } from '../api/types';
import { formatMoment } from '@raceday/domain';
import { formatBaht, paymentMethodKey } from './format';
import { EditLink, OrderActionButton, SlipThumb } from './OrderCells';
import type { OrderListMode } from './OrderFilterBar';
import { StatusWithFlags } from './StatusBadge';
import { TrackingCell } from './Tracking';
import { useOrderActions, type OrderActionKey } from './useOrderActions';
import classes from './Backoffice.module.css';

type OrderColumnKey =
  | 'uuid'
  | 'status'
  | 'created'
  | 'event'
  | 'slip'
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
  | 'tracking'
  | 'edit'
  | OrderActionKey;

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
const BUYER: OrderColumnKey[] = [
  'idCard',
  'mobile',
  'deliveryName',
  'email',
  'runners',
  'delivery',
  'tracking',
];

/** The columns of each list, in order (seed 001 §2.6, §2.8). */
const LAYOUTS: Record<OrderListMode, OrderColumnKey[]> = {
  direct: [...HEAD, ...SLIP, ...BUYER, 'edit', 'resend', 'delete', 'restore', 'refund', 'cancelOrder'],
  online: [
    ...HEAD,
    'paymentDate',
    'amount',
    ...BUYER,
    'edit',
    'resend',
    'delete',
    'restore',
    'refund',
    'cancelOrder',
  ],
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

/** The main registrant's name. */
const fullName = (row: ReportOrderRow) => [row.fname, row.lname].filter(Boolean).join(' ');

/** A deleted, cancelled or expired order is closed: nothing to edit. */
const CLOSED: ReportOrderRow['status'][] = ['DELETE', 'CANCEL', 'EXPIRED'];

/**
 * The order list's columns for a list kind, with their headers and cells; `onOpenSlip` shows a slip
 * large. The action columns come from useOrderActions (a button on the rows that offer it).
 */
export function useOrderColumns(mode: OrderListMode, onOpenSlip: (url: string) => void): OrderColumn[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { actions, busy } = useOrderActions({ admin: mode === 'admin' });

  const actionColumn = (key: OrderActionKey): Omit<OrderColumn, 'key' | 'header'> => {
    const action = actions[key];
    return {
      action: true,
      cell: (row) =>
        action.offered(row) && (
          <OrderActionButton
            color={action.color}
            variant={action.variant}
            icon={<action.icon size={14} />}
            busy={busy === row.uuid}
            onClick={() => void action.run(row)}
            testId={`order-${key}`}
          >
            {t(`report.orders.${key}`)}
          </OrderActionButton>
        ),
    };
  };

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
    // The super-admin's page of the event (issue 13 item 7).
    event: {
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/dashboard-admin/${row.event_key}`}
          size="sm"
          data-testid="order-event-link"
        >
          {pickText(lang, row.title, row.title_en) || row.event_key}
        </Anchor>
      ),
    },
    slip: { cell: (row) => <SlipThumb row={row} onOpen={onOpenSlip} /> },
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
      cell: plain((row) => t(`report.method.${paymentMethodKey(row)}`, { defaultValue: row.payment_method })),
    },
    idCard: { cell: plain((row) => row.id_card || '-') },
    mobile: { nowrap: true, cell: plain((row) => row.mobile || '-') },
    name: { nowrap: true, cell: plain((row) => fullName(row) || '-') },
    // Sent by post: the recipient; picked up: the main registrant, who comes for the kit.
    deliveryName: {
      nowrap: true,
      cell: (row) => (
        <Text size="sm" data-testid="order-delivery-name">
          {row.delivery_add_name || fullName(row) || '-'}
        </Text>
      ),
    },
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
    delivery: { nowrap: true, cell: plain((row) => row.delivery_type_name || '-') },
    tracking: { nowrap: true, cell: (row) => <TrackingCell row={row} /> },
    edit: { action: true, cell: (row) => !CLOSED.includes(row.status) && <EditLink row={row} /> },
    receive: actionColumn('receive'),
    resend: actionColumn('resend'),
    delete: actionColumn('delete'),
    restore: actionColumn('restore'),
    refund: actionColumn('refund'),
    cancelOrder: actionColumn('cancelOrder'),
  };

  return LAYOUTS[mode].map((key) => ({ key, header: t(`report.orders.${key}`), ...columns[key] }));
}
