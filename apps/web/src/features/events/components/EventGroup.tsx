import { Badge, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EventSummary } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import type { EventGroupKey } from '../utils';
import { EventCard } from './EventCard';
import classes from './Events.module.css';

interface EventGroupProps {
  group: EventGroupKey;
  title: string;
  hint: string;
  events: EventSummary[];
  empty?: string;
}

export function EventGroup({ group, title, hint, events, empty }: EventGroupProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id={`events-${group}`}
      data-testid={`event-group-${group}`}
      className={classes.group}
    >
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <Stack gap={2}>
          <Group gap="sm" align="center">
            <span className={classes.groupMark} data-group={group} />
            <Title order={2} className={classes.groupTitle}>
              {title}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {hint}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" size="lg" radius="xl">
          {t('home.count', { count: events.length })}
        </Badge>
      </Group>
      {events.length === 0 && empty ? (
        <Box className={classes.emptyGroup}>
          <Text c="dimmed">{empty}</Text>
        </Box>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          spacing={{ base: 'md', md: 'lg' }}
          verticalSpacing={{ base: 'md', md: 'lg' }}
        >
          {events.map((event) => (
            <EventCard key={event.event_key} event={event} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
