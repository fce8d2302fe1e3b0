import { fromBaht, type EventDetail, type Satang } from '@raceday/domain';
import type { CartRunner } from './stored-cart';

/**
 * An entry's fee in satang: the run type's price and the shirt extras (of every team member too), from
 * the event's current prices when they are loaded, else from what the registration page stored.
 * Null when neither knows the price.
 */
export function entryPrice(runner: CartRunner, event: EventDetail | undefined): Satang | null {
  if (event) {
    const runType = event.run_type.find((r) => r.id === runner.run_type_id);
    if (runType) {
      const extra = (id: number | null) =>
        fromBaht(event.t_shirt.find((s) => s.id === id)?.additional_price ?? 0);
      return (
        fromBaht(runType.price) +
        extra(runner.t_shirt_id) +
        runner.member_shirt_ids.reduce((sum, id) => sum + extra(id), 0)
      );
    }
  }
  if (runner.run_type_price === null) return null;
  return fromBaht(runner.run_type_price) + fromBaht(runner.t_shirt_additional_price ?? 0);
}
