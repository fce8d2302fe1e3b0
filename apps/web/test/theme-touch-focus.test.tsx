/**
 * Touch targets and focus (issue 26 item 7): a radio's label, what a thumb presses, is at least 44 px
 * tall; a focused text field shows a 2 px ring in the brand colour (the app's global stylesheet).
 */
import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Radio, TextInput } from '@mantine/core';
import { CartButton } from '@/app/layout/CartButton';
import { Header } from '@/app/layout/Header';
import { renderWithApp } from './support/render';

/** The app's global stylesheet, as main.tsx loads it (vitest hands CSS imports to a test empty). */
const globalCss = readFileSync(resolve(__dirname, '../src/styles/global.css'), 'utf8');

describe('radios', () => {
  it('have a label at least 44 px tall, the whole of it choosing the option', () => {
    renderWithApp(
      <Radio.Group label="ระยะ">
        <Radio value="10k" label="10 กม." />
      </Radio.Group>,
    );
    const label = screen.getByText('10 กม.');
    expect(label.tagName).toBe('LABEL');
    expect(label.style.minHeight).toBe('calc(2.75rem * var(--mantine-scale))');
    fireEvent.click(label);
    expect(screen.getByRole('radio', { name: '10 กม.' })).toBeChecked();
  });
});

describe('text fields', () => {
  it('show a 2 px outline in the brand colour when focused from the keyboard', () => {
    const style = document.createElement('style');
    style.textContent = globalCss;
    document.head.appendChild(style);
    try {
      renderWithApp(<TextInput label="อีเมล" />);
      const input = screen.getByRole('textbox', { name: 'อีเมล' });
      input.focus();
      // The stylesheet's declarations for the focused field (jsdom's own cascade gives up on the
      // theme's variables sheet, so the matching rules are read as the browser would apply them).
      const applied = (name: string) =>
        Array.from(style.sheet!.cssRules)
          .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && input.matches(r.selectorText))
          .map((r) => r.style.getPropertyValue(name))
          .filter((v) => v !== '')
          .pop();
      expect(applied('outline-width')).toBe('2px');
      expect(applied('outline-style')).toBe('solid');
      expect(applied('outline-color')).toContain('--mantine-color-brand-7');
      input.blur();
      expect(applied('outline-width')).toBeUndefined();
    } finally {
      style.remove();
    }
  });
});

describe('header buttons', () => {
  it('are pressed on at least 44 x 44 px (a hit area around the 34 px drawing)', () => {
    const style = document.createElement('style');
    style.textContent = globalCss;
    document.head.appendChild(style);
    try {
      renderWithApp(
        <>
          <Header navOpened={false} onToggleNav={() => undefined} />
          <CartButton />
        </>,
      );
      const hitArea = Array.from(style.sheet!.cssRules).find(
        (r): r is CSSStyleRule => r instanceof CSSStyleRule && /::before$/.test(r.selectorText),
      )!;
      const owner = hitArea.selectorText.replace(/::before$/, '');
      expect(hitArea.style.getPropertyValue('min-width')).toBe('44px');
      expect(hitArea.style.getPropertyValue('min-height')).toBe('44px');
      expect(hitArea.style.getPropertyValue('position')).toBe('absolute');
      for (const id of ['burger', 'language-switcher', 'cart-button']) {
        expect(screen.getAllByTestId(id)[0]!.matches(owner)).toBe(true);
      }
    } finally {
      style.remove();
    }
  });
});
