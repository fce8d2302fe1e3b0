import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** What a page is, above its title: a small icon and a word in the brand colour. */
export function Eyebrow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} c="brand" wrap="nowrap">
      {icon}
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}
