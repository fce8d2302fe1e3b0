/**
 * The header's light triggers: each stands in until its first use, then is the button of the menu or
 * panel loaded behind it (LanguageSwitcher → LanguageMenu, NotificationsPanel → NotificationsPopover,
 * ProfileMenu → ProfileMenuDropdown). Both sides import them from here, so no file imports back the
 * one that loads it.
 */
import { ActionIcon, Button, Indicator, type ActionIconProps, type ButtonProps } from '@mantine/core';
import { IconBell, IconChevronDown, IconUserCircle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ICONS } from '@/lib/language';
import { HEADER_BADGE, HEADER_ICON_BUTTON } from './header-buttons';
import classes from './Shell.module.css';

/** The header's language button; the TH / EN menu behind it loads on first use. */
export function LanguageButton(props: ButtonProps & React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      radius="md"
      // The globe and the chevron from 36em up, by CSS: a server-rendered page and its hydration agree.
      leftSection={<IconWorld size={17} stroke={1.7} />}
      rightSection={<IconChevronDown size={14} stroke={1.7} />}
      classNames={{ section: classes.languageSection }}
      // The visible code first, so a voice command naming what is on screen finds the button.
      aria-label={`${LANGUAGE_ICONS[currentLanguage()]}, ${t('header.language')}`}
      data-testid="language-switcher"
      data-touch-target
      {...props}
    >
      {LANGUAGE_ICONS[currentLanguage()]}
    </Button>
  );
}

/**
 * The header's bell with its count (always 0: the panel is static, seed 000). What the popover or the
 * on-demand trigger passes (ref, handlers, aria-expanded, aria-controls) goes to the button itself, not
 * to the count's wrapper: ARIA states belong on the element with the button role.
 */
export function NotificationsButton(props: React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Indicator {...HEADER_BADGE} label={0} color="gray">
      <HeaderIconButton label={t('header.notifications')} testId="notifications-button" {...props}>
        <IconBell size={19} stroke={1.7} />
      </HeaderIconButton>
    </Indicator>
  );
}

/** The header's profile button. */
export function ProfileButton(props: ActionIconProps & React.ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <HeaderIconButton label={t('header.profile')} testId="profile-menu" {...props}>
      <IconUserCircle size={20} stroke={1.7} />
    </HeaderIconButton>
  );
}

/** One of the header's square icon buttons, named by `label` for assistive technology. */
function HeaderIconButton({
  label,
  testId,
  ...props
}: ActionIconProps & React.ComponentPropsWithRef<'button'> & { label: string; testId: string }) {
  return <ActionIcon {...HEADER_ICON_BUTTON} aria-label={label} data-testid={testId} {...props} />;
}
