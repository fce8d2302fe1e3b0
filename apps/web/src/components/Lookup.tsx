import type { ReactNode } from 'react';
import { Badge, Box, Card, Group, Stack, Text, Title, type BadgeProps, type BoxProps } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { OrderStatus } from '@raceday/domain';
import classes from './Lookup.module.css';

/**
 * The pieces of the public lookups (participant check, find order), the pick-up desk's search and the
 * account lists: the results card, the empty states, the rows' status badge, the rows as cards on a phone.
 */

const STATUS_COLORS: Record<OrderStatus, string> = {
  INITIAL: 'accent',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
  EXPIRED: 'gray',
};

/** A status badge's classes so that it reads whole, never cut to an ellipsis. */
export const wholeBadge = { root: classes.badge, label: classes.badgeLabel };

/** The answer to a search: its title and what was found beside it, then the rows or the empty state. */
export function LookupResults({
  title,
  aside,
  children,
  ...props
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card {...props}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

/** Nothing matched: what to try instead. */
export function NoResults({ title, hint, ...props }: { title: string; hint: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" {...props}>
      <IconMoodEmpty size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {hint}
      </Text>
    </Stack>
  );
}

/** A list with nothing in it yet, said quietly (a member's orders, an organizer's events). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" c="dimmed">
      <IconMoodEmpty size={18} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** An order's status in a row: waiting for payment stands out, the closed ones are grey. */
export function LookupStatusBadge({
  status,
  children,
  ...props
}: BadgeProps & { status: OrderStatus; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status] ?? 'gray'}
      classNames={wholeBadge}
      data-status={status}
      {...props}
    >
      {children}
    </Badge>
  );
}

/** One row as a card on a phone: its heading with the status on the right, then its details. */
export function RowCard({
  head,
  badge,
  className,
  children,
  ...props
}: BoxProps & { head: ReactNode; badge: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Box className={[classes.rowCard, className].filter(Boolean).join(' ')} {...props}>
      <Box className={classes.rowHead}>
        {head}
        {badge}
      </Box>
      {children}
    </Box>
  );
}
