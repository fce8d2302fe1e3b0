import { Button, type ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ICONS } from '@/lib/language';
import { lazyOnDemand, OnDemand } from './on-demand';

const menu = lazyOnDemand(() => import('./LanguageMenu'));

/** The header's language button; the TH / EN menu behind it loads on first use. */
export function LanguageButton(props: ButtonProps & React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      radius="md"
      leftSection={wide ? <IconWorld size={17} stroke={1.7} /> : undefined}
      rightSection={wide ? <IconChevronDown size={14} stroke={1.7} /> : undefined}
      // The visible code first, so a voice command naming what is on screen finds the button.
      aria-label={`${LANGUAGE_ICONS[currentLanguage()]}, ${t('header.language')}`}
      data-testid="language-switcher"
      {...props}
    >
      {LANGUAGE_ICONS[currentLanguage()]}
    </Button>
  );
}

/** TH / EN menu: stores the choice (currentLanguage, currentLanguageIcon) and reloads the page. */
export function LanguageSwitcher() {
  return (
    <OnDemand control={menu} trigger={(handlers) => <LanguageButton aria-haspopup="menu" {...handlers} />} />
  );
}
