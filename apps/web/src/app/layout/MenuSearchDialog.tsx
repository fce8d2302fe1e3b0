import { useMemo, useState } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { LANGUAGES, UI } from '@raceday/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MENU_ITEMS } from './menu';
import { MENU_SEARCH_SHORTCUT, menuSearchStore } from './menu-search-store';
import { usePins } from './use-pins';
import classes from './Shell.module.css';

/**
 * Bookmarked-menu search (Mantine Spotlight over the menu pages). Pinned pages, kept in
 * localStorage `pins`, come first; at most UI.maxBookmarks (8) results are shown. Loaded when first opened.
 */
export default function MenuSearchDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { pins, togglePin } = usePins();

  const results = useMemo(() => {
    const q = query.trim().toLowerCase();
    const matches = MENU_ITEMS.filter((item) => {
      if (q === '') return true;
      // Either language matches: a Thai visitor may type "about", an English one "สมัคร".
      const texts = LANGUAGES.flatMap((lng) => [t(item.label, { lng }), t(item.hint, { lng })]);
      return [...texts, item.path].some((text) => text.toLowerCase().includes(q));
    });
    const rank = (path: string) => {
      const i = pins.indexOf(path);
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    return [...matches]
      .sort((a, b) => rank(a.path) - rank(b.path) || MENU_ITEMS.indexOf(a) - MENU_ITEMS.indexOf(b))
      .slice(0, UI.maxBookmarks);
  }, [query, pins, t]);

  return (
    <Spotlight.Root
      store={menuSearchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={MENU_SEARCH_SHORTCUT}
      radius="lg"
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('header.search')}
        leftSection={<IconSearch size={18} stroke={1.6} />}
        data-testid="menu-search-input"
      />
      <Spotlight.ActionsList>
        {results.length > 0 ? (
          results.map((item) => {
            const pinned = pins.includes(item.path);
            const Icon = item.icon;
            return (
              <Spotlight.Action
                key={item.path}
                onClick={() => void navigate(item.path)}
                data-testid="menu-search-result"
              >
                <Group wrap="nowrap" gap="sm" w="100%">
                  <Icon size={20} stroke={1.6} className={classes.searchIcon} />
                  <Box style={{ flex: 1 }}>
                    <Text size="sm" fw={500}>
                      {t(item.label)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(item.hint)}
                    </Text>
                  </Box>
                  <Box
                    component="span"
                    role="button"
                    tabIndex={-1}
                    className={classes.pin}
                    data-pinned={pinned || undefined}
                    aria-label={pinned ? t('search.unpin') : t('search.pin')}
                    title={pinned ? t('search.unpin') : t('search.pin')}
                    data-testid="menu-search-pin"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      togglePin(item.path);
                    }}
                  >
                    {pinned ? <IconStarFilled size={16} /> : <IconStar size={16} stroke={1.6} />}
                  </Box>
                </Group>
              </Spotlight.Action>
            );
          })
        ) : (
          <Spotlight.Empty data-testid="menu-search-empty">{t('search.empty')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          {t('search.hint')}
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
