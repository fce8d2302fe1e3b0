import {
  Badge,
  Button,
  Card,
  Container,
  createTheme,
  Paper,
  PasswordInput,
  Radio,
  rem,
  type MantineColorsTuple,
} from '@mantine/core';
import i18n from '@/lib/i18n';

/** Deep ocean blue-teal: trustworthy, sporty. Shade 7 is the primary in light mode. */
const brand: MantineColorsTuple = [
  '#e6f5fa',
  '#cde9f3',
  '#9dd2e8',
  '#69b9dc',
  '#40a4d1',
  '#2694c6',
  '#1682b4',
  '#0d6f9b',
  '#0b5f86',
  '#084d6e',
];

/**
 * Energetic orange for calls to action (Join Event, badges). Shade 7, the filled one in light mode,
 * is a burnt orange so white text on it reaches 4.5:1 (WCAG AA; #e45c00 gave 3.6:1).
 */
const accent: MantineColorsTuple = [
  '#fff2e6',
  '#ffe3cc',
  '#ffc599',
  '#ffa462',
  '#ff8936',
  '#ff7819',
  '#ff6e08',
  '#b84a00',
  '#9c3f00',
  '#803300',
];

/**
 * Mantine's teal, green and red with their darker half deepened so text keeps WCAG AA (4.5:1): shade 7 is
 * the filled colour in light mode (white text on it, and `c="teal"` text on white) and shade 9 the
 * light variant's text on its tint. Mantine's own teal.7 gave 3.1:1, green.7 2.8:1, red.7 3.8:1, and
 * red.6 (the error colour) 3.3:1. Shades 0-5 are Mantine's, so tints and borders look the same.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0ca678',
  '#087f5b',
  '#077052',
  '#066146',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2f9e44',
  '#267d38',
  '#216e31',
  '#1c5f2a',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
];

const bodyFont =
  "'Noto Sans Thai Variable', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";
const headingFont = "'Prompt', 'Noto Sans Thai Variable', system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, accent, teal, green, red },
  fontFamily: bodyFont,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  headings: {
    fontFamily: headingFont,
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '2.25rem', lineHeight: '1.3' },
      h2: { fontSize: '1.6rem', lineHeight: '1.35' },
      h3: { fontSize: '1.25rem', lineHeight: '1.4' },
      h4: { fontSize: '1.075rem', lineHeight: '1.45' },
    },
  },
  lineHeights: { xs: '1.45', sm: '1.55', md: '1.65', lg: '1.7', xl: '1.75' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  shadows: {
    xs: '0 1px 2px rgba(8, 36, 56, 0.06)',
    sm: '0 1px 3px rgba(8, 36, 56, 0.08), 0 4px 12px rgba(8, 36, 56, 0.05)',
    md: '0 4px 10px rgba(8, 36, 56, 0.08), 0 12px 28px rgba(8, 36, 56, 0.08)',
    lg: '0 8px 20px rgba(8, 36, 56, 0.10), 0 20px 44px rgba(8, 36, 56, 0.10)',
  },
  other: { headingFont },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true, padding: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Badge: Badge.extend({ defaultProps: { radius: 'sm' } }),
    Container: Container.extend({ defaultProps: { size: 'xl' } }),
    // A radio's label is its touch target: at least 44 px tall (WCAG 2.5.5), the dot centred beside it.
    Radio: Radio.extend({
      styles: {
        body: { alignItems: 'center' },
        label: { minHeight: rem(44), display: 'flex', alignItems: 'center' },
      },
    }),
    // Mantine names the show/hide button in English; a getter, so it is read in the page's language.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        get visibilityToggleButtonProps() {
          return { 'aria-label': i18n.t('auth.togglePassword') };
        },
      },
    }),
  },
});
