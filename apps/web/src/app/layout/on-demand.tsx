import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** Props of a control loaded by the click that asked for it. */
export interface OnDemandProps {
  /** Open at once: the visitor's click is what loaded the control. */
  initiallyOpened?: boolean;
}

/**
 * A header control whose menu or dialog (Mantine Menu, Popover, Spotlight and floating-ui behind them) is
 * downloaded on first use instead of with every page: the light trigger prefetches on hover or focus
 * and swaps in the full control on click.
 */
export function lazyOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const prefetch = () => {
    pending ??= load();
    return pending;
  };
  return { Component: lazy(prefetch), prefetch };
}

/** Handlers for the light trigger: prefetch on intent, activate on click. */
export function useOnDemand(prefetch: () => unknown) {
  const [active, setActive] = useState(false);
  const handlers = {
    onPointerEnter: () => void prefetch(),
    onFocus: () => void prefetch(),
    onClick: () => {
      void prefetch();
      setActive(true);
    },
  };
  return [active, handlers] as const;
}

/**
 * The light trigger until its first click, then the full control, opened at once; the trigger stands in
 * while the control's code arrives.
 */
export function OnDemand({
  control,
  trigger,
}: {
  control: ReturnType<typeof lazyOnDemand<OnDemandProps>>;
  trigger: (handlers: ReturnType<typeof useOnDemand>[1]) => ReactNode;
}) {
  const [active, handlers] = useOnDemand(control.prefetch);
  const button = trigger(handlers);
  if (!active) return button;
  return (
    <Suspense fallback={button}>
      <control.Component initiallyOpened />
    </Suspense>
  );
}
