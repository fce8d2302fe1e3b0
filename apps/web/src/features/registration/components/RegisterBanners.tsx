import { Stack } from '@mantine/core';
import { IconBuildingBank, IconBuildingStore, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@raceday/domain';
import { Notice } from '@/components/Notice';
import type { RegisterVariant } from '../model/variant';

/** Each banner's look; its title and text are registration.banner.<name>Title and <name>Text. */
const BANNERS = {
  test: { color: 'orange', variant: 'filled', icon: IconFlask, testId: 'test-mode-banner' },
  offline: { color: 'grape', variant: 'light', icon: IconBuildingStore, testId: 'offline-banner' },
  direct: { color: 'teal', variant: 'light', icon: IconBuildingBank, testId: 'direct-banner' },
} as const;

type BannerName = keyof typeof BANNERS;

/** Test mode (the event is not in production), and what the offline and direct-payment pages are. */
export function RegisterBanners({ event, variant }: { event: EventDetail; variant: RegisterVariant }) {
  const { t } = useTranslation();
  const names: BannerName[] = [];
  if (event.is_production_mode !== 'Y') names.push('test');
  if (variant !== 'standard') names.push(variant);
  if (names.length === 0) return null;
  // The direct page of an event paid online says how it differs from the standard page.
  const text = (name: BannerName) =>
    name === 'direct' && event.payment_method !== 'DIRECT'
      ? t('registration.banner.directOnlineText')
      : t(`registration.banner.${name}Text`);
  return (
    <Stack gap="sm">
      {names.map((name) => {
        const { testId, ...look } = BANNERS[name];
        return (
          <Notice key={name} {...look} title={t(`registration.banner.${name}Title`)} data-testid={testId}>
            {text(name)}
          </Notice>
        );
      })}
    </Stack>
  );
}
