import { Notifications } from '@mantine/notifications';

/** The toasts' container, in its own chunk: see NotificationsOnDemand in providers.tsx. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
