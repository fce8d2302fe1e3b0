import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { getSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateEvent } from '../api/setup';
import { FieldsForm } from './FieldsForm';
import { PAYMENT_METHOD_NAMES, type FieldSpec } from './fields';
import classes from './Setup.module.css';

/** Where the back office's list of events is for this user. */
export function eventsListPath(): string {
  return getSessionUser()?.role === 'ssadmin' ? '/dashboard-admin' : '/dashboard-organizer';
}

/**
 * `/dashboard-organizer/new`: a new event, as a draft, with what it cannot be without; the rest is
 * set on its setup page, where a success leads. The super-admin names the organizer who will run it.
 */
export function CreateEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('setup.newTitle'));
  const create = useCreateEvent();
  const admin = getSessionUser()?.role === 'ssadmin';
  const fields: FieldSpec[] = [
    { name: 'event_key', kind: 'text', wide: true },
    { name: 'title', kind: 'text' },
    { name: 'title_en', kind: 'text' },
    { name: 'event_date', kind: 'date' },
    {
      name: 'payment_method',
      kind: 'select',
      options: PAYMENT_METHOD_NAMES.map((m) => ({ value: m, label: t(`setup.payment.${m}`) })),
    },
    { name: 'registration_start_at', kind: 'moment' },
    { name: 'registration_end_at', kind: 'moment' },
    ...(admin ? [{ name: 'organizer_email', kind: 'text', wide: true } as const] : []),
  ];

  return (
    <div className={classes.narrow} data-testid="setup-new-page">
      <BackLink to={eventsListPath()}>{t('setup.backToEvents')}</BackLink>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 'xl', sm: 'h2' }}>
              {t('setup.newTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('setup.newIntro')}
            </Text>
          </div>
          <FieldsForm
            fields={fields}
            source={{ payment_method: 'OPN' }}
            isNew
            testId="setup-new-form"
            submitLabel={t('setup.create')}
            send={(body) =>
              create.mutateAsync(body).then((view) => {
                void navigate(`/dashboard-organizer/${view.event_key}/setup`);
              })
            }
          />
        </Stack>
      </Card>
    </div>
  );
}
