import type { ComponentType } from 'react';
import { Menu, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconLogin2,
  IconLogout,
  IconShieldLock,
  IconUser,
  type IconProps,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession, getSessionUser, getToken } from '@/lib/session';
import type { OnDemandProps } from './on-demand';
import { HeaderMenu } from './HeaderMenu';
import { ProfileButton } from './header-triggers';

/** A menu entry that goes to a page. */
function MenuLink({
  to,
  icon: Icon,
  testId,
  label,
}: {
  to: string;
  icon: ComponentType<IconProps>;
  testId: string;
  label: string;
}) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<Icon size={16} />} data-testid={testId}>
      {label}
    </Menu.Item>
  );
}

/**
 * Profile menu, loaded on the first click of the profile button: anonymous visitors see only Login;
 * members see Profile, Organizer, Logout (+ Admin for ssadmin).
 */
export default function ProfileMenuDropdown({ initiallyOpened }: OnDemandProps) {
  const { t } = useTranslation();
  // Re-read the stored session on every navigation (login and logout change the route).
  useLocation();
  const loggedIn = getToken() !== null;
  const user = loggedIn ? getSessionUser() : null;

  const logout = () => {
    clearSession();
    window.location.reload();
  };

  return (
    <HeaderMenu width={220} initiallyOpened={initiallyOpened} button={<ProfileButton />}>
      {loggedIn ? (
        <>
          <Menu.Label>{user?.display_name || user?.email || t('auth.menu.member')}</Menu.Label>
          <MenuLink to="/profile" icon={IconUser} testId="menu-profile" label={t('auth.menu.profile')} />
          <MenuLink
            to="/dashboard-organizer"
            icon={IconBuildingStore}
            testId="menu-organizer"
            label={t('auth.menu.organizer')}
          />
          {user?.role === 'ssadmin' && (
            <MenuLink
              to="/dashboard-admin"
              icon={IconShieldLock}
              testId="admin-link"
              label={t('auth.menu.admin')}
            />
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={logout}
            data-testid="menu-logout"
          >
            {t('auth.menu.logout')}
          </Menu.Item>
        </>
      ) : (
        <>
          <Menu.Label>{t('header.guest')}</Menu.Label>
          <Text size="xs" c="dimmed" px="sm" pb={6}>
            {t('header.guestHint')}
          </Text>
          <MenuLink to="/auth/login" icon={IconLogin2} testId="login-link" label={t('header.login')} />
        </>
      )}
    </HeaderMenu>
  );
}
