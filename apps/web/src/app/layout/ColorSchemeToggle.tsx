import {
  ActionIcon,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON_BUTTON } from './header-buttons';
import classes from './Shell.module.css';

/** Light/dark switch; Mantine's colour-scheme manager keeps the choice in localStorage. */
export function ColorSchemeToggle({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const isDark = computed === 'dark';
  const label = isDark ? t('header.toLight') : t('header.toDark');

  return (
    // A native title, not a Mantine Tooltip: the header stays free of floating-ui on first load.
    <ActionIcon
      visibleFrom={visibleFrom}
      {...HEADER_ICON_BUTTON}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      data-testid="color-scheme-toggle"
    >
      {isDark ? <IconSun size={19} stroke={1.7} /> : <IconMoon size={19} stroke={1.7} />}
    </ActionIcon>
  );
}

/**
 * The same switch as a labelled row, for the phone menu drawer. A button with role="switch" and a CSS
 * track rather than Mantine's Switch, which would bring its Input family into every first load.
 */
export function ColorSchemeSwitch({ hiddenFrom }: { hiddenFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  return (
    <UnstyledButton
      hiddenFrom={hiddenFrom}
      role="switch"
      aria-checked={isDark}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      className={classes.schemeSwitch}
      data-testid="color-scheme-switch"
    >
      <span className={classes.schemeTrack} data-checked={isDark || undefined} aria-hidden>
        <span className={classes.schemeThumb}>{isDark ? <IconMoon size={12} /> : <IconSun size={12} />}</span>
      </span>
      <Text size="sm" component="span">
        {t('header.darkMode')}
      </Text>
    </UnstyledButton>
  );
}
