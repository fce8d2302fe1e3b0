import './app/fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './styles/global.css';
import { initI18n } from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const mount = root;
void initI18n().then(() =>
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
