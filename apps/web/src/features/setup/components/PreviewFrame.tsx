import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventFrameProps } from '@/components/BackofficeGate';
import { LinkButton } from '@/components/LinkButton';
import { QueryGate } from '@/components/QueryGate';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useEventPreview, useSetupChange, useSetupEvent } from '../api/setup';
import { usePublish } from './SetupHeader';

/**
 * `/dashboard-organizer/:eventKey/preview`: the public page of the event as it will look (`children`,
 * given the preview call's EventDetail), under a banner saying it is a preview, with the way back to
 * the setup and, for a draft, the Publish button.
 */
export function PreviewFrame({ eventKey, children }: EventFrameProps) {
  const { t } = useTranslation();
  const preview = useEventPreview(eventKey);
  const setup = useSetupEvent(eventKey);
  const change = useSetupChange(eventKey);
  const publish = usePublish(change);
  useSessionExpiry(preview.error);
  usePageTitle(t('setup.previewTitle'));
  const published = setup.data?.is_published === true;
  return (
    <QueryGate query={preview} testId="setup" forbidden={t('setup.forbidden')}>
      {(event) => (
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
          {children(event)}
        </Stack>
      )}
    </QueryGate>
  );
}
