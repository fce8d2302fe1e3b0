import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconEye, IconLock, IconRocket } from '@tabler/icons-react';
import type { EventDetail } from '@raceday/domain';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useEventPreview, useSetupChange, useSetupEvent } from '../api/setup';
import { usePublish } from './SetupHeader';

/**
 * `/dashboard-organizer/:eventKey/preview`: the public page of the event as it will look (`children`,
 * given the preview call's EventDetail), under a banner saying it is a preview, with the way back to
 * the setup and, for a draft, the Publish button.
 */
export function PreviewFrame({
  eventKey,
  children,
}: {
  eventKey: string;
  children: (event: EventDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const preview = useEventPreview(eventKey);
  const setup = useSetupEvent(eventKey);
  const change = useSetupChange(eventKey);
  const publish = usePublish(change);
  useSessionExpiry(preview.error);
  usePageTitle(t('setup.previewTitle'));
  const status = preview.error instanceof ApiError ? preview.error.status : 0;

  if (status === 404) return <Navigate to="/404" replace />;
  if (preview.isPending)
    return (
      <Center py="xl" data-testid="setup-loading">
        <Loader size="sm" />
      </Center>
    );
  if (!preview.data)
    return (
      <Alert color="red" icon={<IconLock size={18} />} m="md" data-testid="setup-problem">
        {status === 403 ? t('setup.forbidden') : (preview.error?.message ?? '')}
      </Alert>
    );
  const published = setup.data?.is_published === true;
  return (
    <Stack gap={0}>
      <Alert
        color={published ? 'blue' : 'yellow'}
        variant="light"
        radius={0}
        icon={<IconEye size={20} />}
        data-testid="setup-preview-banner"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={600}>
            {published ? t('setup.previewPublished') : t('setup.previewDraft')}
          </Text>
          <Group gap="xs">
            <LinkButton to={`/dashboard-organizer/${eventKey}/setup`} size="xs" variant="default">
              {t('setup.backToSetup')}
            </LinkButton>
            {setup.data && !published && (
              <Button
                size="xs"
                color="green"
                leftSection={<IconRocket size={16} />}
                onClick={publish}
                data-testid="setup-publish"
              >
                {t('setup.publish')}
              </Button>
            )}
          </Group>
        </Group>
      </Alert>
      {children(preview.data)}
    </Stack>
  );
}
