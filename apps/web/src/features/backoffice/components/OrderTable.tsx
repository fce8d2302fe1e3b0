import { Table } from '@mantine/core';
import type { ReportOrderRow } from '../api/types';
import type { OrderColumn } from './useOrderColumns';
import classes from './Backoffice.module.css';

/**
 * The order list from tablet width: one row an order, scrolling sideways below `minWidth` with the
 * first column (the order) kept in view.
 */
export function OrderTable({
  rows,
  columns,
  minWidth,
  fetching,
}: {
  rows: ReportOrderRow[];
  columns: OrderColumn[];
  minWidth: number;
  fetching: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} style={{ opacity: fetching ? 0.6 : 1 }}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th
                key={column.key}
                className={i === 0 ? `${classes.nowrap} ${classes.stickyCell}` : classes.nowrap}
                ta={column.right ? 'right' : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid} data-testid="order-row" data-uuid={row.uuid}>
              {columns.map((column, i) => (
                <Table.Td
                  key={column.key}
                  ta={column.right ? 'right' : undefined}
                  className={
                    [column.nowrap || column.action ? classes.nowrap : '', i === 0 ? classes.stickyCell : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  data-sticky-column={i === 0 || undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
