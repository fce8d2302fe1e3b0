import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';

/** A menu dropping from a header button (language, profile), under its right edge. */
export function HeaderMenu({
  width,
  initiallyOpened,
  button,
  children,
}: {
  width: number;
  initiallyOpened?: boolean;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={width} radius="md" defaultOpened={initiallyOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
