import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetEvents } from '../api/get-events';
import { groupEvents } from '../utils';
import { EventGroup } from './EventGroup';
import { HomeBanner } from './HomeBanner';
import { HomeIntro } from './HomeIntro';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const events = useGetEvents();

  return (
    <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap={48}>
        <HomeBanner />
        <HomeIntro />
        {events.isPending ? (
          <Center py={60} data-testid="events-loading">
            <Stack align="center" gap="sm">
              <Loader size="lg" type="dots" />
              <Text c="dimmed" size="sm">
                {t('home.loading')}
              </Text>
            </Stack>
          </Center>
        ) : events.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            title={t('home.loadError')}
            data-testid="events-error"
          >
            <Button
              mt="xs"
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void events.refetch()}
            >
              {t('home.retry')}
            </Button>
          </Alert>
        ) : (
          <EventGroups events={events.data} />
        )}
      </Stack>
    </Container>
  );
}

function EventGroups({ events }: { events: Parameters<typeof groupEvents>[0] }) {
  const { t } = useTranslation();
  const groups = groupEvents(events);
  return (
    <>
      <EventGroup
        group="open"
        title={t('home.groupOpen')}
        hint={t('home.groupOpenHint')}
        events={groups.open}
        empty={t('home.noOpenEvents')}
      />
      {groups.soon.length > 0 && (
        <EventGroup
          group="soon"
          title={t('home.groupSoon')}
          hint={t('home.groupSoonHint')}
          events={groups.soon}
        />
      )}
      {groups.closed.length > 0 && (
        <EventGroup
          group="closed"
          title={t('home.groupClosed')}
          hint={t('home.groupClosedHint')}
          events={groups.closed}
        />
      )}
    </>
  );
}
