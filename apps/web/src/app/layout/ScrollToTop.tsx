import { Suspense, lazy, useState } from 'react';
import { useWindowScroll } from '@mantine/hooks';
import { UI } from '@raceday/domain';

const ScrollToTopButton = lazy(() => import('./ScrollToTopButton'));

/**
 * Appears after 600 px of scrolling (seed 000, section 9). Its code (Affix, Transition) is downloaded
 * the first time the page is scrolled that far, then stays for the slide in and out.
 */
export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const [wanted, setWanted] = useState(false);
  if (!wanted && scroll.y > UI.scrollTopAfterPx) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
