import type { ReactNode } from 'react';
import { Card, Group, Title, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A card of the order's side column (coupon, summary): an icon and a heading over its content. */
export function AsideCard({
  icon: HeadingIcon,
  title,
  headingMb,
  testId,
  children,
}: {
  icon: Icon;
  title: string;
  headingMb: MantineSpacing;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Group gap="xs" mb={headingMb}>
        <HeadingIcon size={20} stroke={1.6} />
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}
