import { useMediaQuery } from '@mantine/hooks';
import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import { deskHome } from '@/api/staff-role';
import { ListProblem, useListProblem } from '@/components/ListProblem';
import { ItemList } from '@/components/ItemList';
import { LinkButton } from '@/components/LinkButton';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrganizerEvents, type OrganizerEvent } from '../api/organizer';
import classes from './Organizer.module.css';

/** `/dashboard-organizer` and `/dashboard-admin`: the events table (seed 001 §2.5, §2.8). */
export function OrganizerEventsPage({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = admin ? t('organizer.adminTitle') : t('organizer.title');
  usePageTitle(title);
  const events = useOrganizerEvents();
  const phone = useMediaQuery('(max-width: 47.99em)');
  // The super-admin's page of an event is /dashboard-admin/:eventKey (issue 13 item 7).
  const reportPath = (eventKey: string) =>
    `${admin ? '/dashboard-admin' : '/dashboard-organizer'}/${eventKey}`;
  useListProblem(events.error);
  // Bib desk staff of one event start at its bib check: that is all they may use.
  const home = !admin && events.data ? deskHome(events.data) : null;
  if (home) return <Navigate to={home} replace />;

  return (
    <div className={classes.wrap}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} data-testid="organizer-title">
            {title}
          </Title>
          {
            <LinkButton to="/dashboard-organizer/new" icon={IconPlus} data-testid="organizer-new-event">
              {t('setupLinks.newEvent')}
            </LinkButton>
          }
        </Group>
        <ListProblem error={events.error} forbidden={t('organizer.forbidden')} testId="organizer" />
        {events.isPending && <Loader size="sm" />}
        {events.data && (
          <Card withBorder radius="lg" padding="lg">
            <ItemList
              items={events.data}
              empty={t('organizer.empty')}
              phone={phone}
              itemKey={(event) => event.event_key}
              card={(event) => ({
                props: { 'data-testid': 'organizer-event-row', 'data-key': event.event_key },
                body: (
                  <Stack gap={6}>
                    <EventName event={event} lang={lang} fw={600} />
                    <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                      <Text size="xs" c="dimmed">
                        {t('organizer.eventDate')}
                      </Text>
                      <Text size="xs">{event.event_date_text}</Text>
                      <Text size="xs" c="dimmed">
                        {t('organizer.registrationOpen')}
                      </Text>
                      <Text size="xs">{event.registration_start_text}</Text>
                      <Text size="xs" c="dimmed">
                        {t('organizer.registrationClose')}
                      </Text>
                      <Text size="xs">{event.registration_end_text}</Text>
                    </SimpleGrid>
                    <Group gap="md">
                      <EventLinks event={event} report={reportPath(event.event_key)} />
                      <CheckBibLink
                        event={event}
                        none={`${t('organizer.checkBib')}: ${t('organizer.none')}`}
                      />
                    </Group>
                  </Stack>
                ),
              })}
              table={{
                minWidth: 760,
                striped: true,
                labels: [
                  t('organizer.eventTitle'),
                  t('organizer.eventDate'),
                  t('organizer.registrationOpen'),
                  t('organizer.registrationClose'),
                  t('organizer.report'),
                  t('organizer.checkBib'),
                ],
                row: (event) => (
                  <Table.Tr
                    key={event.event_key}
                    data-testid="organizer-event-row"
                    data-key={event.event_key}
                  >
                    <Table.Td>
                      <EventName event={event} lang={lang} size="sm" fw={600} />
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Text size="sm">{event.event_date_text}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.registration_start_text}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.registration_end_text}</Text>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Group gap="md" wrap="nowrap">
                        <EventLinks event={event} report={reportPath(event.event_key)} />
                      </Group>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <CheckBibLink event={event} none={t('organizer.none')} />
                    </Table.Td>
                  </Table.Tr>
                ),
              }}
            />
          </Card>
        )}
      </Stack>
    </div>
  );
}

/** The event's title (in the page's language) over its key: the phone card's and the table's. */
function EventName({
  event,
  lang,
  size,
  fw,
}: {
  event: OrganizerEvent;
  lang: Language;
  size?: string;
  fw: number;
}) {
  return (
    <>
      <Text size={size} fw={fw}>
        {pickText(lang, event.title, event.title_en)}
      </Text>
      <Text size="xs" c="dimmed">
        {event.event_key}
      </Text>
    </>
  );
}

/** The event's report and setup (one page for the organizer and the super-admin), or the desk's badge. */
function EventLinks({ event, report }: { event: OrganizerEvent; report: string }) {
  const { t } = useTranslation();
  if (event.role === 'desk') {
    return (
      <Badge variant="light" color="grape" data-testid="organizer-event-desk">
        {t('staff.role.desk')}
      </Badge>
    );
  }
  return (
    <>
      <Anchor component={Link} to={report} size="sm" data-testid="organizer-event-report">
        {t('organizer.openReport')}
      </Anchor>
      <Anchor
        component={Link}
        to={`/dashboard-organizer/${event.event_key}/setup`}
        size="sm"
        data-testid="organizer-event-setup"
      >
        {t('setupLinks.setUp')}
      </Anchor>
    </>
  );
}

/** The event's bib check, or `none` when it has none. */
function CheckBibLink({ event, none }: { event: OrganizerEvent; none: string }) {
  const { t } = useTranslation();
  return event.is_enable_checkbib_function === 'Y' ? (
    <Anchor component={Link} to={`/checkbib-organizer/${event.event_key}`} size="sm">
      {t('organizer.openCheckBib')}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      {none}
    </Text>
  );
}
