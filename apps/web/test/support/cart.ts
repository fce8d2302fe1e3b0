/**
 * Cart runners as the registration page stores them: the shared test-data runner (the one the server
 * tests and e2e post), with the display copies the runner form adds, parsed by the event's runner
 * schema as the page parses it before adding.
 */
import { eventRules, runnerSchema, type RunnerInput } from '@raceday/domain/validation';
import type { EventDetail } from '@raceday/domain';
import { runnerFor, type RunnerOptions } from '../../../../packages/domain/test-support/orders';
import type { StoredCart } from '@/features/registration/model/cart-storage';
import { CARTS_KEY } from '@/lib/stored-carts';

export function cartRunner(e: EventDetail, over: Record<string, unknown> = {}, opts: RunnerOptions = {}) {
  const r = runnerFor(e, over, opts);
  const runType = e.run_type.find((x) => x.id === r.run_type_id);
  const shirt = e.t_shirt.find((s) => s.id === r.t_shirt_id);
  return runnerSchema(eventRules(e)).parse({
    event_key: e.event_key,
    ...(runType ? { run_type_name: runType.name, run_type_price: runType.price } : {}),
    ...(shirt ? { t_shirt_name: shirt.name, t_shirt_additional_price: shirt.additional_price } : {}),
    ...r,
  }) as RunnerInput;
}

/** Puts a cart in this browser's storage, as the registration page left it. */
export function storeCart(cart: StoredCart | unknown[]): void {
  window.localStorage.setItem(CARTS_KEY, JSON.stringify(cart));
}
