import { Button, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ICONS, switchLanguage } from '@/lib/language';

/** TH / EN menu: stores the choice (currentLanguage, currentLanguageIcon) and reloads the page. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });

  const choose = (next: Language) => {
    if (next !== lang) switchLanguage(next);
  };

  return (
    <Menu position="bottom-end" shadow="md" width={180} radius="md">
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          h={34}
          px={8}
          radius="md"
          leftSection={wide ? <IconWorld size={17} stroke={1.7} /> : undefined}
          rightSection={wide ? <IconChevronDown size={14} stroke={1.7} /> : undefined}
          aria-label={t('header.language')}
          data-testid="language-switcher"
        >
          {LANGUAGE_ICONS[lang]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => choose(l)}
            leftSection={
              <Text span fw={700} size="xs" w={22} c="brand">
                {LANGUAGE_ICONS[l]}
              </Text>
            }
            rightSection={l === lang ? <IconCheck size={15} /> : null}
            data-testid={`language-${l}`}
            lang={l}
          >
            {t(`language.${l}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
