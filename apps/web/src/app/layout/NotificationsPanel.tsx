import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEADER_BADGE, HEADER_ICON_BUTTON } from './header-buttons';
import { lazyOnDemand, OnDemand } from './on-demand';

const panel = lazyOnDemand(() => import('./NotificationsPopover'));

/**
 * The header's bell with its count (always 0: the panel is static, seed 000). What the popover or the
 * on-demand trigger passes (ref, handlers, aria-expanded, aria-controls) goes to the button itself, not
 * to the count's wrapper: ARIA states belong on the element with the button role.
 */
export function NotificationsButton(props: React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Indicator {...HEADER_BADGE} label={0} color="gray">
      <ActionIcon
        {...HEADER_ICON_BUTTON}
        aria-label={t('header.notifications')}
        data-testid="notifications-button"
        {...props}
      >
        <IconBell size={19} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}

/** The bell; its panel (one news item from the catalogs) loads on first use. */
export function NotificationsPanel() {
  return <OnDemand control={panel} trigger={(handlers) => <NotificationsButton {...handlers} />} />;
}
