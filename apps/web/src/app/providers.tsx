import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { theme } from './theme';

/** The toasts' container (and its transitions) is downloaded with the first toast, not with every page. */
const NotificationsHost = lazy(() => import('./NotificationsHost'));

function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/**
 * `modals.open*` (from @mantine/modals) only dispatch window events; the manager that shows the dialog
 * is downloaded on the first such event, which is queued and replayed to it.
 */
const ModalsHost = lazy(() => import('./ModalsHost'));
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

function ModalsOnDemand() {
  const [queue] = useState<CustomEvent[]>([]);
  const [wanted, setWanted] = useState(false);
  // Until the manager has taken the queue, every event is kept: a popup's autoClose may fire its
  // closeModal while the manager's chunk is still on its way, and must not be lost.
  const live = useRef(false);
  useEffect(() => {
    const record = (event: Event) => {
      if (live.current || !(event instanceof CustomEvent)) return;
      queue.push(event);
      setWanted(true);
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, record);
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, record);
    };
  }, [queue]);
  const [replay] = useState(() => () => {
    live.current = true;
    for (const event of queue.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost replay={replay} />
    </Suspense>
  );
}

/** Dimmed text at WCAG AA contrast (4.5:1) on white and on the grey page background; Mantine's gray-6 is 3.3:1. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6870' },
  dark: {},
});

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
        >
          <NotificationsOnDemand />
          <ModalsOnDemand />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
