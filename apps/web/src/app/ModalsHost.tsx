import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals manager, in its own chunk (Modal, ScrollArea and floating-ui stay out of the first
 * load). `modals.open*` calls made before it arrived are replayed once its listeners are in place.
 */
export default function ModalsHost({ replay }: { replay: () => void }) {
  // Runs after ModalsProvider's layout effect has added its window listeners.
  useEffect(replay, [replay]);
  return <ModalsProvider />;
}
