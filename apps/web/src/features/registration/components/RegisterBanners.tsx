import { Alert, Stack } from '@mantine/core';
import { IconBuildingBank, IconBuildingStore, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@raceday/domain';
import type { RegisterVariant } from '../model/variant';

/** Test mode (the event is not in production), and what the offline and direct-payment pages are. */
export function RegisterBanners({ event, variant }: { event: EventDetail; variant: RegisterVariant }) {
  const { t } = useTranslation();
  const testMode = event.is_production_mode !== 'Y';
  if (!testMode && variant === 'standard') return null;
  return (
    <Stack gap="sm">
      {testMode && (
        <Alert
          color="orange"
          variant="filled"
          radius="md"
          icon={<IconFlask size={20} />}
          title={t('registration.banner.testTitle')}
          data-testid="test-mode-banner"
        >
          {t('registration.banner.testText')}
        </Alert>
      )}
      {variant === 'offline' && (
        <Alert
          color="grape"
          variant="light"
          radius="md"
          icon={<IconBuildingStore size={20} />}
          title={t('registration.banner.offlineTitle')}
          data-testid="offline-banner"
        >
          {t('registration.banner.offlineText')}
        </Alert>
      )}
      {variant === 'direct' && (
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconBuildingBank size={20} />}
          title={t('registration.banner.directTitle')}
          data-testid="direct-banner"
        >
          {event.payment_method === 'DIRECT'
            ? t('registration.banner.directText')
            : t('registration.banner.directOnlineText')}
        </Alert>
      )}
    </Stack>
  );
}
