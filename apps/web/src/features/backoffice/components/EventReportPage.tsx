import '@mantine/charts/styles.css';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { EventDetail } from '@raceday/domain';
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { useEventRole } from '@/api/staff-role';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useReportOrderLatest } from '../api/report-order-latest';
import { BibNumbersCard } from './BibNumbersCard';
import { ExportSection } from './ExportSection';
import { HeadlineStrip } from './HeadlineStrip';
import { OrderList } from './OrderList';
import { PersonalDataCard } from './PersonalDataCard';
import { Reports } from './Reports';
import { TrackingUpload } from './Tracking';
import { useOrderSearch } from './useOrderSearch';
import classes from './Backoffice.module.css';

/**
 * `/dashboard-organizer/:eventKey` (seed 001 §2.6) and, with `admin`, `/dashboard-admin/:eventKey`
 * (§2.8: the same order list and payment confirmation, reports as plain tables, the three exports).
 */
export function EventReportPage({ event, admin = false }: { event: EventDetail; admin?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = pickText(lang, event.title, event.title_en);
  usePageTitle(`${admin ? t('report.adminTitle') : t('report.title')} ${title}`);
  const { search, setFilter, setPage } = useOrderSearch();
  const orders = useReportOrderLatest(event.event_key, search);
  const direct = event.payment_method === 'DIRECT';
  // Bib desk staff may use only the bib check of this event.
  const role = useEventRole(event.event_key);
  const links = [
    { to: 'setup', icon: IconSettings, testId: 'report-setup-link', label: t('setupLinks.setUp') },
    { to: 'staff', icon: IconUsers, testId: 'report-staff-link', label: t('staff.link') },
  ];
  if (!admin && role === 'desk') return <Navigate to={`/checkbib-organizer/${event.event_key}`} replace />;

  return (
    <div className={classes.wrap}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" data-testid="report-header">
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {admin ? t('report.adminTitle') : t('report.title')}
              </Text>
              <Badge variant="light" color={direct ? 'orange' : 'blue'} data-testid="report-payment-method">
                {t(`report.eventMethod.${event.payment_method}`, { defaultValue: event.payment_method })}
              </Badge>
            </Group>
            <Title order={2} data-testid="report-event-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {event.event_key}
            </Text>
            <Group gap="xs" mt="xs">
              {links.map((link) => (
                <LinkButton
                  key={link.to}
                  to={`/dashboard-organizer/${event.event_key}/${link.to}`}
                  size="xs"
                  variant="light"
                  icon={link.icon}
                  data-testid={link.testId}
                >
                  {link.label}
                </LinkButton>
              ))}
            </Group>
          </Stack>
        </Card>
        <HeadlineStrip
          eventKey={event.event_key}
          direct={direct}
          onSlips={() => setFilter({ order_filter_type: 'INITIAL_HAVE_SLIP', order_filter_value: '' })}
        />
        <OrderList
          mode={direct ? 'direct' : 'online'}
          query={orders}
          search={search}
          onFilter={setFilter}
          onPage={setPage}
        />
        {/* Kits sent by post: their EMS numbers from a spreadsheet (one at a time in the list). */}
        {!admin && event.delivery_type.some((d) => d.is_require_address === 'Y') && (
          <TrackingUpload eventKey={event.event_key} />
        )}
        <BibNumbersCard eventKey={event.event_key} />
        <Reports eventKey={event.event_key} eventTitle={title} simple={admin} />
        <ExportSection eventKey={event.event_key} />
        <PersonalDataCard eventKey={event.event_key} />
      </Stack>
    </div>
  );
}
