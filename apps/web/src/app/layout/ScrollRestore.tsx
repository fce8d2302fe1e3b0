import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * Scroll handling of the data router's <ScrollRestoration>, for declarative routes: a new page
 * starts at the top (unless the address has a #hash), back and forward return to where the visitor was.
 */
export function ScrollRestore() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  return null;
}
