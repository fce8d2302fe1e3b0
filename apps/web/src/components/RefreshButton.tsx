import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Asks the server again for what the page shows (an order's payment, the orders), spinning meanwhile. */
export function RefreshButton({
  onRefresh,
  refreshing,
  children,
  ...props
}: ButtonProps & { onRefresh: () => void; refreshing: boolean; children: ReactNode }) {
  return (
    <Button leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={refreshing} {...props}>
      {children}
    </Button>
  );
}
