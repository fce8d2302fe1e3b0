import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table's header row, one cell per label; the last `right` of them aligned right (columns of
 * figures), then any further header cells given as `children`.
 */
export function TableHead({
  labels,
  right = 0,
  children,
}: {
  labels: string[];
  right?: number;
  children?: ReactNode;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, i) => (
          <Table.Th key={label} ta={i >= labels.length - right ? 'right' : undefined}>
            {label}
          </Table.Th>
        ))}
        {children}
      </Table.Tr>
    </Table.Thead>
  );
}
