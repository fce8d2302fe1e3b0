import { Fragment, type ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportOrderRow } from '../api/types';
import type { OrderColumn } from './useOrderColumns';

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

/**
 * The order list on a phone: a card an order, its number and status on top, the other columns as
 * labelled fields, then the slip (when there is one) and the actions.
 */
export function OrderCards({
  rows,
  columns,
  fetching,
}: {
  rows: ReportOrderRow[];
  columns: OrderColumn[];
  fetching: boolean;
}) {
  const head = columns.filter((column) => column.inCardHead);
  const fields = columns.filter((column) => !column.inCardHead && !column.action && column.key !== 'slip');
  const slip = columns.find((column) => column.key === 'slip');
  const actions = columns.filter((column) => column.action);

  return (
    <Stack gap="sm" style={{ opacity: fetching ? 0.6 : 1 }}>
      {rows.map((row) => (
        <Card key={row.uuid} withBorder radius="md" padding="sm" data-testid="order-row" data-uuid={row.uuid}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap">
              {head.map((column) => (
                <Fragment key={column.key}>{column.cell(row)}</Fragment>
              ))}
            </Group>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
              {fields.map((column) => (
                <CardField key={column.key} label={column.header} wide={column.wide}>
                  {column.cell(row)}
                </CardField>
              ))}
            </SimpleGrid>
            <Group gap="sm" justify="space-between" wrap="wrap">
              {slip && row.payment_slip_url ? slip.cell(row) : <span />}
              <Group gap="xs" wrap="wrap">
                {actions.map((column) => (
                  <span key={column.key}>{column.cell(row)}</span>
                ))}
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
