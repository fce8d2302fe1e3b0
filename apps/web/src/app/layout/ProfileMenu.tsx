import { Suspense } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyOnDemand, useOnDemand } from './on-demand';

const menu = lazyOnDemand(() => import('./ProfileMenuDropdown'));

/** The header's profile button. */
export function ProfileButton(props: ActionIconProps & React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
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
  const [active, handlers] = useOnDemand(menu.prefetch);
  const trigger = <ProfileButton aria-haspopup="menu" {...handlers} />;
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <menu.Component initiallyOpened />
    </Suspense>
  );
}
