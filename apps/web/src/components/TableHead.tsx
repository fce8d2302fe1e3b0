import { Table } from '@mantine/core';

/** A table's header row, one cell per label. */
export function TableHead({ labels }: { labels: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
