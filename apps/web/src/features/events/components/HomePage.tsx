import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
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
    <PageContainer>
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
    </PageContainer>
  );
}

/** Below the open events, those opening soon and those closed, each only when there are any. */
const LATER_GROUPS = [
  { group: 'soon', title: 'home.groupSoon', hint: 'home.groupSoonHint' },
  { group: 'closed', title: 'home.groupClosed', hint: 'home.groupClosedHint' },
] as const;

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
      {LATER_GROUPS.map(
        ({ group, title, hint }) =>
          groups[group].length > 0 && (
            <EventGroup key={group} group={group} title={t(title)} hint={t(hint)} events={groups[group]} />
          ),
      )}
    </>
  );
}
