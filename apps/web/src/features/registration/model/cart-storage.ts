/**
 * This event's cart of runners {event_key, runners, main}, kept in localStorage with the other
 * events' carts (lib/stored-carts) so a reload, another tab or another event's page loses nothing.
 */
import { runnerSchema, type EventRules, type RunnerInput } from '@raceday/domain/validation';
import { readCarts, writeCart } from '@/lib/stored-carts';

export interface StoredCart {
  event_key: string;
  runners: RunnerInput[];
  /** id_card of the chosen main registrant, null = the first runner. */
  main: string | null;
}

/**
 * The stored cart of this event. Runners that no longer pass the event's rules (changed since they
 * were added) are dropped rather than failing at submit.
 */
export function loadCart(eventKey: string, rules: EventRules): StoredCart {
  const stored = readCarts().find((c) => c.event_key === eventKey);
  if (!stored) return { event_key: eventKey, runners: [], main: null };
  const schema = runnerSchema(rules);
  const runners: RunnerInput[] = [];
  for (const r of stored.runners.slice(0, rules.maxRunnersPerOrder)) {
    const parsed = schema.safeParse(r);
    if (parsed.success && !runners.some((x) => x.id_card === parsed.data.id_card)) runners.push(parsed.data);
  }
  const main = stored.main !== null && runners.some((r) => r.id_card === stored.main) ? stored.main : null;
  return { event_key: eventKey, runners, main };
}

/** Stores this event's cart; an empty one is removed. Other events' carts are kept. */
export function saveCart(cart: StoredCart): void {
  writeCart(cart);
}

/** One runner = the main registrant; several = the chosen one, else the first. */
export function effectiveMain(cart: Pick<StoredCart, 'runners' | 'main'>): RunnerInput | null {
  if (cart.runners.length === 0) return null;
  return cart.runners.find((r) => r.id_card === cart.main) ?? cart.runners[0]!;
}
