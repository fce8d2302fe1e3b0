import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFilter,
  IconList,
  IconPhoto,
  IconRefresh,
  IconSearch,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_SEARCH_TYPES,
  type OrderFilter,
  type OrderFilterType,
  type OrderSearchType,
} from '../api/types';

export type OrderListMode = 'direct' | 'online' | 'admin';

/** Back-office searches run only with an empty text or one of at least 3 characters (seed 001 §5). */
export const MIN_SEARCH = 3;

/**
 * The order list's search: a type selector and a text box, then per list kind: Search, pending with
 * slip and All (bank-transfer events and the admin list), or Filter and Refresh (other events).
 */
export function OrderFilterBar({
  mode,
  onApply,
  onRefresh,
  refreshing,
}: {
  mode: OrderListMode;
  onApply: (filter: OrderFilter) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<OrderSearchType>('mobile');
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const search = () => {
    const value = text.trim();
    if (value !== '' && value.length < MIN_SEARCH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onApply({ order_filter_type: type, order_filter_value: value });
  };

  const typeLabel = (value: OrderSearchType) =>
    mode === 'admin' && value === 'delivery_add_name'
      ? t('report.filter.delivery_name')
      : t(`report.filter.${value}`);

  /** A one-click filter of its own: the orders of `filter`, whatever is typed. */
  const filterButton = (
    filter: OrderFilterType,
    label: string,
    look: { color: string; icon: Icon },
    testId: string,
  ) => (
    <Button
      variant="light"
      color={look.color}
      leftSection={<look.icon size={16} />}
      onClick={() => onApply({ order_filter_type: filter, order_filter_value: '' })}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  // Money to look at (paid after close, paid twice, a failed refund): on every kind of list.
  const attentionButton = filterButton(
    'ATTENTION',
    t('report.filter.attention'),
    { color: 'red', icon: IconAlertTriangle },
    'order-attention',
  );

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="order-filter">
      <Select
        aria-label={t('report.filter.type')}
        data={ORDER_SEARCH_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
        value={type}
        onChange={(value) => value && setType(value as OrderSearchType)}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
        data-testid="order-filter-type"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        aria-label={t('report.filter.text')}
        placeholder={
          type === 'status' ? t('report.filter.statusPlaceholder') : t('report.filter.placeholder')
        }
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (tooShort) setTooShort(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search();
        }}
        error={tooShort ? t('report.filter.minChars', { count: MIN_SEARCH }) : undefined}
        errorProps={{ 'data-testid': 'order-filter-hint' }}
        w={{ base: '100%', xs: 240 }}
        data-testid="order-filter-text"
      />
      <Group gap="xs" wrap="wrap">
        {mode === 'online' ? (
          <>
            <Button leftSection={<IconFilter size={16} />} onClick={search} data-testid="order-search">
              {t('report.filter.filter')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={onRefresh}
              loading={refreshing}
              data-testid="order-refresh"
            >
              {t('report.refresh')}
            </Button>
            {attentionButton}
          </>
        ) : (
          <>
            <Button leftSection={<IconSearch size={16} />} onClick={search} data-testid="order-search">
              {t('report.filter.search')}
            </Button>
            {filterButton(
              'INITIAL_HAVE_SLIP',
              t('report.filter.pendingSlip'),
              { color: 'orange', icon: IconPhoto },
              'order-pending-slip',
            )}
            {attentionButton}
            <Button
              variant="default"
              leftSection={<IconList size={16} />}
              onClick={() => {
                setText('');
                setTooShort(false);
                onApply({ order_filter_type: 'ALL', order_filter_value: '' });
              }}
              data-testid="order-all"
            >
              {t('report.filter.all')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
