import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartButton } from './CartButton';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MenuSearchTrigger } from './MenuSearch';
import { NotificationsPanel } from './NotificationsPanel';
import { ProfileMenu } from './ProfileMenu';
import classes from './Shell.module.css';

export function Header({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" className={classes.headerStart}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? t('header.closeMenu') : t('header.openMenu')}
          data-testid="burger"
          data-touch-target
        />
        <Logo />
      </Group>
      <Group gap={6} wrap="nowrap" className={classes.headerActions}>
        <MenuSearchTrigger />
        <ColorSchemeToggle visibleFrom="xs" />
        <NotificationsPanel />
        <CartButton />
        <LanguageSwitcher />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
