import { Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconLogin2, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession, getSessionUser, getToken } from '@/lib/session';
import type { OnDemandProps } from './on-demand';
import { ProfileButton } from './ProfileMenu';

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
    <Menu position="bottom-end" shadow="md" width={220} radius="md" defaultOpened={initiallyOpened}>
      <Menu.Target>
        <ProfileButton />
      </Menu.Target>
      <Menu.Dropdown>
        {loggedIn ? (
          <>
            <Menu.Label>{user?.display_name || user?.email || t('auth.menu.member')}</Menu.Label>
            <Menu.Item
              component={Link}
              to="/profile"
              leftSection={<IconUser size={16} />}
              data-testid="menu-profile"
            >
              {t('auth.menu.profile')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/dashboard-organizer"
              leftSection={<IconBuildingStore size={16} />}
              data-testid="menu-organizer"
            >
              {t('auth.menu.organizer')}
            </Menu.Item>
            {user?.role === 'ssadmin' && (
              <Menu.Item
                component={Link}
                to="/dashboard-admin"
                leftSection={<IconShieldLock size={16} />}
                data-testid="admin-link"
              >
                {t('auth.menu.admin')}
              </Menu.Item>
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
            <Menu.Item
              component={Link}
              to="/auth/login"
              leftSection={<IconLogin2 size={16} />}
              data-testid="login-link"
            >
              {t('header.login')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
