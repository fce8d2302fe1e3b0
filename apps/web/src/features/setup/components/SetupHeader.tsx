import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconCopy, IconEye, IconLock, IconLockOpen, IconRocket } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { LinkButton } from '@/components/LinkButton';
import { errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import type { SetupEventView, useSetupChange } from '../api/setup';
import { eventsListPath } from './CreateEventPage';
import { FieldsForm } from './FieldsForm';
import type { FieldSpec } from './fields';

type Change = ReturnType<typeof useSetupChange>;

const REGISTRATION_COLORS: Record<string, string> = { OPEN: 'green', SOON: 'blue', FULL: 'orange' };

/** The state of an event's registration as a badge: closed by hand, or as the public page says now. */
export function RegistrationBadge({ view }: { view: SetupEventView }) {
  const { t } = useTranslation();
  const status = view.is_registration_closed ? 'HAND_CLOSED' : view.registration_status;
  return (
    <Badge
      variant="light"
      color={REGISTRATION_COLORS[status] ?? 'gray'}
      data-testid="setup-registration-status"
    >
      {t(`setup.registration.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function PublishedBadge({ view }: { view: SetupEventView }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={view.is_published ? 'green' : 'gray'}
      data-testid="setup-status"
      data-published={view.is_published ? 'true' : 'false'}
    >
      {view.is_published ? t('setup.published') : t('setup.draft')}
    </Badge>
  );
}

/** Asks, then publishes; a toast says how it went. */
export function usePublish(change: Change) {
  const { t } = useTranslation();
  return () =>
    modals.openConfirmModal({
      title: t('setup.publishTitle'),
      centered: true,
      children: <Text size="sm">{t('setup.publishBody')}</Text>,
      labels: { confirm: t('setup.publish'), cancel: t('setup.cancel') },
      confirmProps: { color: 'green', 'data-testid': 'setup-publish-confirm' },
      onConfirm: () =>
        change.mutateAsync({ method: 'POST', path: 'publish' }).then(
          () => notifications.show({ color: 'green', message: t('setup.publishedToast') }),
          (error: unknown) =>
            notifications.show({
              color: 'red',
              autoClose: 8000,
              message: (
                <span data-testid="setup-publish-failed">{errorMessage(error, t('setup.failed'))}</span>
              ),
            }),
        ),
    });
}

const duplicateFields: FieldSpec[] = [
  { name: 'event_key', kind: 'text', wide: true },
  { name: 'title', kind: 'text' },
  { name: 'title_en', kind: 'text' },
  { name: 'shift_days', kind: 'int' },
];

/** The setup page's head: the event, its state, and preview, publish, open/close, duplicate. */
export function SetupHeader({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const [duplicating, setDuplicating] = useState(false);
  const publish = usePublish(change);
  const title = pickText(lang, String(view.settings.title), String(view.settings.title_en));
  const closed = view.is_registration_closed;

  const switchRegistration = () =>
    change.mutateAsync({ method: 'POST', path: 'registration', body: { open: closed } }).then(
      (next) =>
        notifications.show({
          color: 'green',
          message: next.is_registration_closed ? t('setup.closedToast') : t('setup.openedToast'),
        }),
      (error: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('setup.failed')) }),
    );

  return (
    <>
      <BackLink to={eventsListPath()}>{t('setup.backToEvents')}</BackLink>
      <Card withBorder radius="lg" padding="lg" data-testid="setup-header">
        <Stack gap="sm">
          <Group gap="xs">
            <PublishedBadge view={view} />
            <RegistrationBadge view={view} />
          </Group>
          <div>
            <Title order={1} fz={{ base: 'xl', sm: 'h2' }} data-testid="setup-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {view.event_key}
            </Text>
          </div>
          <Group gap="xs">
            <LinkButton
              to={`/dashboard-organizer/${view.event_key}/preview`}
              variant="light"
              icon={IconEye}
              data-testid="setup-preview"
            >
              {t('setup.preview')}
            </LinkButton>
            {!view.is_published && (
              <Button
                color="green"
                leftSection={<IconRocket size={18} />}
                onClick={publish}
                data-testid="setup-publish"
              >
                {t('setup.publish')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={closed ? <IconLockOpen size={18} /> : <IconLock size={18} />}
              onClick={() => void switchRegistration()}
              loading={change.isPending && change.variables?.path === 'registration'}
              data-testid="setup-registration-switch"
            >
              {closed ? t('setup.openRegistration') : t('setup.closeRegistration')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopy size={18} />}
              onClick={() => setDuplicating(true)}
              data-testid="setup-duplicate"
            >
              {t('setup.duplicate')}
            </Button>
            {view.is_published && (
              <LinkButton
                to={`/dashboard-organizer/${view.event_key}`}
                variant="subtle"
                icon={IconChartBar}
                data-testid="setup-report"
              >
                {t('setup.report')}
              </LinkButton>
            )}
          </Group>
        </Stack>
      </Card>
      <Modal
        opened={duplicating}
        onClose={() => setDuplicating(false)}
        title={t('setup.duplicateTitle')}
        centered
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('setup.duplicateIntro')}
          </Text>
          <FieldsForm
            fields={duplicateFields}
            source={{
              event_key: '',
              title: String(view.settings.title),
              title_en: String(view.settings.title_en),
              shift_days: 364,
            }}
            isNew
            testId="setup-duplicate-form"
            submitLabel={t('setup.duplicate')}
            onCancel={() => setDuplicating(false)}
            send={(body) =>
              change.mutateAsync({ method: 'POST', path: 'duplicate', body }).then((copy) => {
                setDuplicating(false);
                void navigate(`/dashboard-organizer/${copy.event_key}/setup`);
              })
            }
          />
        </Stack>
      </Modal>
    </>
  );
}
