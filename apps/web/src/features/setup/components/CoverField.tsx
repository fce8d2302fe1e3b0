/**
 * The event's cover on the setup page: the picture runners see, an upload (JPEG, PNG or WebP; the
 * server turns it upright and stores it in web sizes) and the way back to the drawn cover.
 */
import { useState } from 'react';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { COVER_PLACEHOLDER } from '@/components/CoverHeader';
import { coverImage, isUploadedCover } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import type { SetupEventView } from '../api/setup';
import type { useSetupChange } from '../api/setup';
import classes from './Setup.module.css';

/** The server's limit (services/events/covers.ts), checked here too so a big photo is not sent for nothing. */
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function CoverField({
  view,
  change,
}: {
  view: SetupEventView;
  change: ReturnType<typeof useSetupChange>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const cover = coverImage({ coverurl: view.cover_url, event_key: view.event_key });
  const uploaded = isUploadedCover(view.cover_url);

  const send = async (kind: 'upload' | 'remove', run: () => Promise<unknown>, done: string) => {
    setError(null);
    setBusy(kind);
    try {
      await run();
      notifications.show({ color: 'green', message: done });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('setup.failed'));
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('setup.cover.notImage'));
    if (file.size > MAX_BYTES) return setError(t('setup.cover.tooLarge', { mb: MAX_BYTES / 1024 / 1024 }));
    const body = new FormData();
    body.append('file', file);
    void send(
      'upload',
      () => change.mutateAsync({ method: 'POST', path: 'cover', body }),
      t('setup.cover.uploaded'),
    );
  };

  return (
    <Stack gap="xs" data-testid="setup-cover">
      <Text fw={600} size="sm" id="setup-cover-label">
        {t('setup.cover.label')}
      </Text>
      <Box className={classes.coverPreview}>
        <Image
          {...cover}
          sizes="(max-width: 48em) 100vw, 480px"
          fallbackSrc={COVER_PLACEHOLDER}
          alt={t('setup.cover.alt')}
          data-testid="setup-cover-image"
        />
      </Box>
      <Text size="xs" c="dimmed">
        {t('setup.cover.hint')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={upload} accept={TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              loading={busy === 'upload'}
              disabled={busy !== null}
              aria-describedby="setup-cover-label"
              data-testid="setup-cover-upload"
            >
              {uploaded ? t('setup.cover.replace') : t('setup.cover.upload')}
            </Button>
          )}
        </FileButton>
        {uploaded && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() =>
              void send(
                'remove',
                () => change.mutateAsync({ method: 'DELETE', path: 'cover' }),
                t('setup.cover.removed'),
              )
            }
            data-testid="setup-cover-remove"
          >
            {t('setup.cover.remove')}
          </Button>
        )}
      </Group>
      {busy === 'upload' && (
        <Text size="sm" c="dimmed" role="status">
          {t('setup.cover.working')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert" data-testid="setup-cover-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
