import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bibPlanKey } from './bib-plan';
import type { BibsAssignedReply } from '@raceday/domain/validation';
import { organizerPost } from './post';

export interface AssignBibsInput {
  event_key: string;
  run_type_id: number;
  /** '' or 1-4 capital letters/digits. */
  prefix: string;
  /** 1-6 digits; their count is the numbers' width. */
  start: string;
}

export type AssignBibsReply = BibsAssignedReply;

/**
 * POST /v1/organizer/assign-bibs: the paid runners of the race type without a bib get the next free
 * numbers from `start`. Afterwards only that event's bib plan is asked for again.
 */
export function useAssignBibs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignBibsInput) => organizerPost<AssignBibsReply>('assign-bibs', input),
    onSuccess: (_reply, input) =>
      client.invalidateQueries({ queryKey: bibPlanKey(input.event_key), exact: true }),
  });
}
