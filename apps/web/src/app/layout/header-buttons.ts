import type { ActionIconProps, IndicatorProps } from '@mantine/core';

/** The look of the header's square icon buttons: cart, bell, profile, colour scheme, search on phones. */
export const HEADER_ICON_BUTTON = {
  variant: 'default',
  size: 'lg',
  radius: 'md',
  /** Drawn 34 px, pressed on 44 (global.css: a transparent hit area around it). */
  'data-touch-target': true,
} as const satisfies ActionIconProps & { 'data-touch-target': true };

/** The count on a header button's corner (cart, bell). */
export const HEADER_BADGE = {
  size: 16,
  offset: 5,
  withBorder: true,
  zIndex: 5,
} as const satisfies IndicatorProps;
