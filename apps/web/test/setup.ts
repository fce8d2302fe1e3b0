/**
 * The web tests' browser: jsdom, with Testing Library's matchers, what Mantine needs of a browser that
 * jsdom lacks (mantine.dev/guides/vitest), and the app's i18n started as the page starts it (Thai).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setLanguage } from './support/render';

// Mantine reads computed styles without a pseudo-element argument, which jsdom rejects.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});
window.ResizeObserver = class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy / waitFor give up after 5 s, not 1 s: a busy machine (two cores shared with the server
// suite) can take more than a second to load a catalog and render a page.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await setLanguage('th');
});

afterEach(async () => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  if (i18n.language !== 'th') await setLanguage('th');
});
