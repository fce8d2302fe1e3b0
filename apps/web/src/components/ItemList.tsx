import type { ComponentProps, Key, ReactNode } from 'react';
import { Card, Stack, Table } from '@mantine/core';
import { EmptyNote } from './Lookup';
import { TableHead } from './TableHead';

type CardProps = Omit<ComponentProps<typeof Card<'div'>>, 'children'> & Record<`data-${string}`, string>;

/**
 * A list a person reads on any screen: a note when there is nothing, one card per item on a phone,
 * a table on anything wider (scrolling sideways under `minWidth`). Each card is a bordered box with
 * what `card` gives it: its attributes (test id, data, click) and its body; each table row is `row`'s
 * `<Table.Tr>`.
 */
export function ItemList<T>({
  items,
  empty,
  phone,
  itemKey,
  card,
  cardPadding = 'md',
  table,
}: {
  items: readonly T[];
  empty: string;
  phone: boolean;
  itemKey: (item: T) => Key;
  card: (item: T) => { props: CardProps; body: ReactNode };
  cardPadding?: 'sm' | 'md';
  table: { labels: string[]; minWidth: number; striped?: boolean; row: (item: T) => ReactNode };
}) {
  if (items.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  if (!phone)
    return (
      <Table.ScrollContainer minWidth={table.minWidth}>
        <Table striped={table.striped} highlightOnHover verticalSpacing="sm">
          <TableHead labels={table.labels} />
          <Table.Tbody>{items.map(table.row)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="sm">
      {items.map((item) => {
        const { props, body } = card(item);
        return (
          <Card key={itemKey(item)} withBorder radius="md" padding={cardPadding} {...props}>
            {body}
          </Card>
        );
      })}
    </Stack>
  );
}
