import type { QueryKey } from '@tanstack/react-query';
import type { Language } from '@raceday/domain';

/**
 * What a server-rendered page (entry-server.tsx) embeds for the app: the language it was rendered in
 * and the query data it showed, so the browser hydrates the same page without asking for it again.
 */
export interface SsrState {
  language: Language;
  queries: [QueryKey, unknown][];
}

/** The id of the page's `<script type="application/json">` holding the state. */
export const SSR_STATE_ID = 'raceday-ssr';

/** The embedded state of a server-rendered page, or null (a page the browser renders alone). */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SsrState;
    return (state.language === 'th' || state.language === 'en') && Array.isArray(state.queries)
      ? state
      : null;
  } catch {
    return null;
  }
}
