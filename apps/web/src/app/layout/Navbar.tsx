import { Button, NavLink, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFlag } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ColorSchemeSwitch } from './ColorSchemeToggle';
import { MENU_ITEMS } from './menu';
import classes from './Shell.module.css';

function isActive(pathname: string, path: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** Sidebar menu: always visible from 992 px, inside the burger drawer below. */
export function Navbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <>
      <div className={classes.navScroll}>
        <Text className={classes.navLabel}>{t('nav.menu')}</Text>
        <Stack gap={4} component="nav" aria-label={t('nav.menu')} data-testid="sidebar">
          {MENU_ITEMS.map((item) => {
            const Icon = item.icon;
            const active = isActive(pathname, item.path);
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                onClick={onNavigate}
                active={active}
                label={t(item.label)}
                leftSection={<Icon size={20} stroke={1.6} />}
                rightSection={active ? <IconChevronRight size={14} stroke={1.6} /> : null}
                className={classes.navLink}
                variant="light"
              />
            );
          })}
        </Stack>
      </div>
      <ColorSchemeSwitch hiddenFrom="xs" />
      <Paper className={classes.navCta} p="md" mt="md">
        <ThemeIcon variant="white" color="accent" radius="xl" size="lg" mb="xs">
          <IconFlag size={18} />
        </ThemeIcon>
        <Text fw={600} ff="heading" size="sm" c="white">
          {t('nav.organizerCta')}
        </Text>
        <Text size="xs" c="white" opacity={0.85} mt={4} mb="sm">
          {t('nav.organizerCtaText')}
        </Text>
        <Button
          component={Link}
          to="/dashboard-organizer"
          onClick={onNavigate}
          size="xs"
          color="accent"
          fullWidth
        >
          {t('nav.organizerCtaButton')}
        </Button>
      </Paper>
    </>
  );
}
