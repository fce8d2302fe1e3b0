/** Rendering as the app renders: its providers (i18n, TanStack Query, Mantine with the theme) and a router. */
import type { ReactElement, ReactNode } from 'react';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@raceday/domain';
import { AppProviders } from '@/app/providers';
import { CATALOG_AREAS, initI18n, loadCatalogArea } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * Shows the interface in `lang`, as a visitor who chose it: the choice is stored and i18n started
 * again with its catalog (the product reloads the page on a change of language). The tests render
 * components without the router, which loads an area's texts with its pages: every area is loaded.
 */
export async function setLanguage(lang: Language): Promise<void> {
  window.localStorage.setItem(STORAGE_KEYS.language, lang);
  await initI18n();
  await Promise.all(CATALOG_AREAS.map(loadCatalogArea));
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
}

export function renderWithApp(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

export function renderHookWithApp<Result, Props>(
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  return renderHook(hook, { ...options, wrapper: Providers });
}
