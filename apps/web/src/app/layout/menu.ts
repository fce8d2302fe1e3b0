import type { ComponentType } from 'react';
import {
  IconFileSearch,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListCheck,
  IconRun,
  type IconProps,
} from '@tabler/icons-react';

export type MenuLabelKey =
  'nav.events' | 'nav.howToRegister' | 'nav.findOrder' | 'nav.about' | 'nav.organizer';
export type MenuHintKey =
  'nav.eventsHint' | 'nav.howToRegisterHint' | 'nav.findOrderHint' | 'nav.aboutHint' | 'nav.organizerHint';

export interface MenuItem {
  /** The path doubles as the item's id (stored in the `pins` bookmark list). */
  path: string;
  label: MenuLabelKey;
  hint: MenuHintKey;
  icon: ComponentType<IconProps>;
}

/** The menu pages of the sidebar and of the bookmarked-menu search. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: '/', label: 'nav.events', hint: 'nav.eventsHint', icon: IconRun },
  {
    path: '/how-to-register',
    label: 'nav.howToRegister',
    hint: 'nav.howToRegisterHint',
    icon: IconListCheck,
  },
  { path: '/find-order', label: 'nav.findOrder', hint: 'nav.findOrderHint', icon: IconFileSearch },
  { path: '/about', label: 'nav.about', hint: 'nav.aboutHint', icon: IconInfoCircle },
  {
    path: '/dashboard-organizer',
    label: 'nav.organizer',
    hint: 'nav.organizerHint',
    icon: IconLayoutDashboard,
  },
];

export type FooterLabelKey =
  | 'footer.organizer'
  | 'footer.findOrder'
  | 'footer.registrationSystem'
  | 'footer.refundPolicy'
  | 'footer.privacyPolicy';

export const FOOTER_LINKS: readonly { path: string; label: FooterLabelKey }[] = [
  { path: '/dashboard-organizer', label: 'footer.organizer' },
  { path: '/find-order', label: 'footer.findOrder' },
  { path: '/about', label: 'footer.registrationSystem' },
  { path: '/refund-policy', label: 'footer.refundPolicy' },
  { path: '/privacy-policy', label: 'footer.privacyPolicy' },
];
