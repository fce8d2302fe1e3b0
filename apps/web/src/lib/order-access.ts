/**
 * The access keys of the orders this browser may see in full (the server's orders/order-access.ts).
 * An order's UUID alone opens its page with the personal data masked; the key, which the server gives
 * to whoever created the order (or proves it is theirs), shows it all. Kept in localStorage as a map
 * uuid -> key, the newest MAX_KEYS only, and read defensively: a bad value is an empty map.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Enough for every order a runner makes in a season; the oldest are forgotten first. */
export const MAX_KEYS = 50;

/** The server's keys are 32 URL-safe characters; anything else is not worth keeping. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  /** The key. */
  k: string;
  /** When it was last saved (ms), to keep the newest. */
  t: number;
}

type KeyMap = Record<string, Entry>;

export const isOrderAccessKey = (value: unknown): value is string =>
  typeof value === 'string' && KEY_PATTERN.test(value);

function readMap(): KeyMap {
  const raw = readStorage(STORAGE_KEYS.orderAccess);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const map: KeyMap = {};
  for (const [uuid, value] of Object.entries(parsed as Record<string, unknown>)) {
    const entry = value as Partial<Entry> | null;
    if (!UUID_PATTERN.test(uuid) || typeof entry !== 'object' || entry === null) continue;
    if (!isOrderAccessKey(entry.k)) continue;
    map[uuid.toLowerCase()] = { k: entry.k, t: typeof entry.t === 'number' ? entry.t : 0 };
  }
  return map;
}

function writeMap(map: KeyMap): void {
  const newest = Object.entries(map)
    .sort(([, a], [, b]) => b.t - a.t)
    .slice(0, MAX_KEYS);
  writeStorage(STORAGE_KEYS.orderAccess, JSON.stringify(Object.fromEntries(newest)));
}

/** The key this browser holds for the order, or null. */
export function getOrderKey(uuid: string): string | null {
  return readMap()[uuid.toLowerCase()]?.k ?? null;
}

/** Every order this browser holds a key for, newest first (for "your unpaid order" on an event's pages). */
export function orderKeys(): { uuid: string; key: string }[] {
  return Object.entries(readMap())
    .sort(([, a], [, b]) => b.t - a.t)
    .map(([uuid, entry]) => ({ uuid, key: entry.k }));
}

/** Remembers an order's key (a new one, or the same one again, moves it to the newest). */
export function saveOrderKey(uuid: string, key: string | null | undefined): void {
  if (!UUID_PATTERN.test(uuid) || !isOrderAccessKey(key)) return;
  const map = readMap();
  map[uuid.toLowerCase()] = { k: key, t: Date.now() };
  writeMap(map);
}

/** Forgets a key the server did not accept. */
export function forgetOrderKey(uuid: string): void {
  const map = readMap();
  if (!(uuid.toLowerCase() in map)) return;
  delete map[uuid.toLowerCase()];
  writeMap(map);
}

/** The key in a URL fragment such as `#k=<key>` (other fragment parameters are ignored). */
export function keyFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('k');
  return isOrderAccessKey(key) ? key : null;
}

/**
 * A link `/order/{uuid}#k=<key>` opened: keeps the key and takes the fragment out of the address bar
 * (and so out of a screenshot or a copied address), leaving the router's history state as it was.
 */
export function claimKeyFromLocation(uuid: string): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const key = keyFromHash(window.location.hash);
  if (key === null) return;
  saveOrderKey(uuid, key);
  const { pathname, search } = window.location;
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  } catch {
    // A sandboxed frame may refuse; the key is kept all the same.
  }
}

/** The private link of an order: whoever opens it sees the personal data. */
export function privateOrderLink(uuid: string, key: string, origin = window.location.origin): string {
  return `${origin}/order/${uuid}#k=${key}`;
}
