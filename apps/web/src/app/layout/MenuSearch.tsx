import { Suspense, lazy, useState } from 'react';
import { ActionIcon, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON_BUTTON } from './header-buttons';
import { MENU_SEARCH_SHORTCUT, menuSearch, menuSearchStore } from './menu-search-store';
import classes from './Shell.module.css';

const loadDialog = () => import('./MenuSearchDialog');
const MenuSearchDialog = lazy(loadDialog);
const prefetch = () => void loadDialog();

/**
 * Bookmarked-menu search. The dialog (Mantine Spotlight) is downloaded when first opened, by the
 * header trigger or the keyboard shortcut, and stays mounted afterwards.
 */
export function MenuSearch() {
  const { opened } = useSpotlight(menuSearchStore);
  const [wanted, setWanted] = useState(opened);
  // Until the dialog is there, its shortcuts are listened for here; Spotlight takes over once mounted.
  useHotkeys(wanted ? [] : MENU_SEARCH_SHORTCUT.map((key): HotkeyItem => [key, menuSearch.open]));
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MenuSearchDialog />
    </Suspense>
  );
}

/** The header's entry to the menu search: a search field look-alike on wide screens, an icon on phones. */
export function MenuSearchTrigger() {
  const { t } = useTranslation();
  // Both triggers open the same search, and fetch its code as soon as the pointer or focus comes near.
  const opener = {
    onClick: menuSearch.open,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    'aria-haspopup': 'dialog',
    'aria-keyshortcuts': 'Control+K /',
  } as const;
  return (
    <>
      <UnstyledButton
        className={classes.searchTrigger}
        {...opener}
        visibleFrom="lg"
        data-testid="menu-search"
      >
        {/* Named by the words it shows (WCAG 2.5.3); the shortcut is announced by aria-keyshortcuts. */}
        <IconSearch size={16} stroke={1.7} aria-hidden />
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t('search.placeholder')}
        </Text>
        <Kbd size="xs" aria-hidden>
          {t('header.searchShortcut')}
        </Kbd>
      </UnstyledButton>
      <ActionIcon
        {...HEADER_ICON_BUTTON}
        {...opener}
        aria-label={t('header.search')}
        hiddenFrom="lg"
        data-testid="menu-search-icon"
      >
        <IconSearch size={19} stroke={1.7} />
      </ActionIcon>
    </>
  );
}
