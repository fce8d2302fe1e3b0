import { Menu, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ICONS, switchLanguage } from '@/lib/language';
import { HeaderMenu } from './HeaderMenu';
import { LanguageButton } from './header-triggers';
import type { OnDemandProps } from './on-demand';

/** The TH / EN menu, loaded on the first click of the language button. */
export default function LanguageMenu({ initiallyOpened }: OnDemandProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();

  const choose = (next: Language) => {
    if (next !== lang) switchLanguage(next);
  };

  return (
    <HeaderMenu width={180} initiallyOpened={initiallyOpened} button={<LanguageButton />}>
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
    </HeaderMenu>
  );
}
