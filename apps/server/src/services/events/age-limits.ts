/**
 * A race type's age limits applied to a person of an order: the issue that names their dob field
 * ("runner_list.0.dob: ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง"), or null when they may enter.
 */
import { ageIssueOf, ageProblem } from '@raceday/domain';
import type { IssueLike } from '@raceday/domain/validation';

/** The limits as a race-type row holds them; null = none. */
export interface RunTypeAgeLimits {
  minAge: number | null;
  maxAge: number | null;
}

/** raceDay: the event's date (Bangkok calendar). path: the dob field, e.g. ['runner_list', 0, 'dob']. */
export function ageIssue(
  dob: string,
  raceDay: string | Date,
  runType: RunTypeAgeLimits,
  path: PropertyKey[],
): IssueLike | null {
  const problem = ageProblem(dob, raceDay, { min_age: runType.minAge, max_age: runType.maxAge });
  return problem ? ageIssueOf(problem, path) : null;
}
