import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but that always runs the latest `fn`: lets memoised
 * sections take callbacks without re-rendering whenever the page does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useStableCallback<T extends (...args: any[]) => any>(fn: T): T {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  const stable = useCallback((...args: Parameters<T>): ReturnType<T> => ref.current(...args), []);
  return stable as unknown as T;
}
