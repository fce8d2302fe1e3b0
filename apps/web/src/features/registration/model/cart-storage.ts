/**
 * The cart of runners, kept in localStorage under `runner-list` as {event_key, runners, main} so a
 * reload or a trip to another tab does not lose what a runner typed.
 */
import { runnerSchema, type EventRules, type RunnerInput } from '@raceday/domain/validation';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export const CART_STORAGE_KEY = STORAGE_KEYS.runnerList;

export interface StoredCart {
  event_key: string;
  runners: RunnerInput[];
  /** id_card of the chosen main registrant, null = the first runner. */
  main: string | null;
}

function removeCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * The stored cart of this event. A cart of another event is discarded; runners that no longer pass
 * the event's rules (changed since they were added) are dropped rather than failing at submit.
 */
export function loadCart(eventKey: string, rules: EventRules): StoredCart {
  const empty: StoredCart = { event_key: eventKey, runners: [], main: null };
  const raw = readStorage(CART_STORAGE_KEY);
  if (raw === null) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    removeCart();
    return empty;
  }
  const stored = value as Partial<StoredCart> | null;
  if (!stored || stored.event_key !== eventKey || !Array.isArray(stored.runners)) {
    removeCart();
    return empty;
  }
  const schema = runnerSchema(rules);
  const runners: RunnerInput[] = [];
  for (const r of stored.runners.slice(0, rules.maxRunnersPerOrder)) {
    const parsed = schema.safeParse(r);
    if (parsed.success && !runners.some((x) => x.id_card === parsed.data.id_card)) runners.push(parsed.data);
  }
  const main =
    typeof stored.main === 'string' && runners.some((r) => r.id_card === stored.main) ? stored.main : null;
  return { event_key: eventKey, runners, main };
}

export function saveCart(cart: StoredCart): void {
  if (cart.runners.length === 0) removeCart();
  else writeStorage(CART_STORAGE_KEY, JSON.stringify(cart));
}

export function clearCart(): void {
  removeCart();
}

/** One runner = the main registrant; several = the chosen one, else the first. */
export function effectiveMain(cart: Pick<StoredCart, 'runners' | 'main'>): RunnerInput | null {
  if (cart.runners.length === 0) return null;
  return cart.runners.find((r) => r.id_card === cart.main) ?? cart.runners[0]!;
}
