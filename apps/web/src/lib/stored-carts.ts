/**
 * The carts kept in localStorage under `runner-list`: one per event, so opening another event's
 * registration page never loses the runners typed for the first.
 *
 * Stored as `{carts: [{event_key, runners, main}]}`. Two older shapes are still read: a single cart
 * `{event_key, runners, main}` (this product before carts per event) and the seed's bare array of
 * runners, each with its `event_key`. Runners stay unparsed here: the registration page checks them
 * against its event's rules, the cart page reads the few fields it shows.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const CARTS_KEY = STORAGE_KEYS.runnerList;
/** Fired on this window when a cart changes here (other tabs get the browser's `storage` event). */
const CHANGED = 'raceday:carts';

export interface RawCart {
  event_key: string;
  runners: unknown[];
  /** id_card of the chosen main registrant, null = the first runner. */
  main: string | null;
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const keyOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function cartOf(v: Loose): RawCart | null {
  const eventKey = keyOf(v.event_key);
  if (!eventKey || !Array.isArray(v.runners)) return null;
  return { event_key: eventKey, runners: v.runners, main: keyOf(v.main) };
}

/** The stored value in any of its shapes, as carts (one per event, in the order first stored). */
export function parseCarts(raw: string | null): RawCart[] | null {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (isRecord(value) && Array.isArray(value.carts)) {
    return value.carts.flatMap((c) => (isRecord(c) ? (cartOf(c) ?? []) : []));
  }
  if (isRecord(value)) {
    const single = cartOf(value);
    return single ? [single] : null;
  }
  if (Array.isArray(value)) {
    const byEvent = new Map<string, unknown[]>();
    for (const item of value) {
      const eventKey = isRecord(item) ? keyOf(item.event_key) : null;
      if (eventKey) byEvent.set(eventKey, [...(byEvent.get(eventKey) ?? []), item]);
    }
    return [...byEvent].map(([event_key, runners]) => ({ event_key, runners, main: null }));
  }
  return null;
}

/** Every stored cart; an unreadable value is removed and reads as none. */
export function readCarts(): RawCart[] {
  const carts = parseCarts(readStorage(CARTS_KEY));
  if (carts === null) {
    removeCarts();
    return [];
  }
  return carts;
}

function removeCarts(): void {
  try {
    window.localStorage.removeItem(CARTS_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Puts one event's cart in place of its old one (an empty cart is dropped); other events' stay. */
export function writeCart(cart: RawCart): void {
  const others = readCarts().filter((c) => c.event_key !== cart.event_key);
  const carts = cart.runners.length > 0 ? [...others, cart] : others;
  if (carts.length === 0) removeCarts();
  else writeStorage(CARTS_KEY, JSON.stringify({ carts }));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CARTS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The stored value, kept current when this tab or another changes a cart. A server-rendered page
 * (entry-server.tsx) knows no cart: it and the hydration show none, the stored one right after.
 */
export function useStoredCartsValue(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(CARTS_KEY),
    () => null,
  );
}

/** How many runner entries all the carts hold (the header's cart badge). */
export function useCartEntryCount(): number {
  const raw = useStoredCartsValue();
  return useMemo(() => (parseCarts(raw) ?? []).reduce((n, c) => n + c.runners.length, 0), [raw]);
}
