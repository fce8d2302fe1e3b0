import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON_BUTTON } from './header-buttons';
import { lazyOnDemand, OnDemand } from './on-demand';

const menu = lazyOnDemand(() => import('./ProfileMenuDropdown'));

/** The header's profile button. */
export function ProfileButton(props: ActionIconProps & React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      {...HEADER_ICON_BUTTON}
      aria-label={t('header.profile')}
      data-testid="profile-menu"
      {...props}
    >
      <IconUserCircle size={20} stroke={1.7} />
    </ActionIcon>
  );
}

/** The profile button; its menu (login, or the member's pages and logout) loads on first use. */
export function ProfileMenu() {
  return (
    <OnDemand control={menu} trigger={(handlers) => <ProfileButton aria-haspopup="menu" {...handlers} />} />
  );
}
