import type { ReactNode } from 'react';
import { Divider, SimpleGrid, type SimpleGridProps } from '@mantine/core';

/** A titled part of the runner's edit form: its divider, then its fields in a grid. */
export function EditSection({
  label,
  cols,
  children,
}: {
  label: string;
  cols: SimpleGridProps['cols'];
  children: ReactNode;
}) {
  return (
    <>
      <Divider label={label} labelPosition="left" />
      <SimpleGrid cols={cols} spacing="sm">
        {children}
      </SimpleGrid>
    </>
  );
}
