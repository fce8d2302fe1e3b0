import { Suspense } from 'react';
import { ActionIcon, Indicator, type IndicatorProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyOnDemand, useOnDemand } from './on-demand';

const panel = lazyOnDemand(() => import('./NotificationsPopover'));

/** The header's bell with its count (always 0: the panel is static, seed 000). */
export function NotificationsButton(props: IndicatorProps & React.ComponentPropsWithRef<'div'>) {
  const { t } = useTranslation();
  return (
    <Indicator label={0} size={16} offset={5} color="gray" withBorder zIndex={5} {...props}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={t('header.notifications')}
        data-testid="notifications-button"
      >
        <IconBell size={19} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}

/** The bell; its panel (one news item from the catalogs) loads on first use. */
export function NotificationsPanel() {
  const [active, handlers] = useOnDemand(panel.prefetch);
  const trigger = <NotificationsButton {...handlers} />;
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <panel.Component initiallyOpened />
    </Suspense>
  );
}
