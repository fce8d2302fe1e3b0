import {
  ActionIcon,
  Switch,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; Mantine's colour-scheme manager keeps the choice in localStorage. */
export function ColorSchemeToggle({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const isDark = computed === 'dark';
  const label = isDark ? t('header.toLight') : t('header.toDark');

  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        visibleFrom={visibleFrom}
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
        data-testid="color-scheme-toggle"
      >
        {isDark ? <IconSun size={19} stroke={1.7} /> : <IconMoon size={19} stroke={1.7} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The same switch as a labelled row, for the phone menu drawer. */
export function ColorSchemeSwitch({ hiddenFrom }: { hiddenFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  return (
    <Switch
      hiddenFrom={hiddenFrom}
      checked={isDark}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      label={t('header.darkMode')}
      onLabel={<IconMoon size={12} />}
      offLabel={<IconSun size={12} />}
      size="md"
      px="sm"
      py="xs"
      data-testid="color-scheme-switch"
    />
  );
}
