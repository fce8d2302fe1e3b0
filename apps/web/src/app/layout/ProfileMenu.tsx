import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Profile menu. Anonymous visitors see only Login; member entries arrive with the auth feature. */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220} radius="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          aria-label={t('header.profile')}
          data-testid="profile-menu"
        >
          <IconUserCircle size={20} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
