import './app/fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './styles/global.css';
import { initI18n } from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { getStoredLanguage } from './lib/language';
import { queryClient } from './lib/query-client';
import { readSsrState } from './lib/ssr-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const mount = root;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered (apps/server/src/plugins/ssr.ts) is taken over with the data it showed;
// one rendered in another language than the stored one (a choice made before the cookie existed) is
// rendered anew.
const rendered = readSsrState();
const hydrate = rendered !== null && rendered.language === getStoredLanguage();
void initI18n().then(async () => {
  if (rendered && hydrate) {
    // The page's code first, so it is taken over in one pass: a page still waiting for its code would
    // be replaced by the loader at the shell's first update.
    await preloadPage(window.location.pathname);
    for (const [key, data] of rendered.queries) queryClient.setQueryData(key, data);
    hydrateRoot(mount, app);
  } else {
    createRoot(mount).render(app);
  }
});
