import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurgeRunReply, PurgeStateReply } from '@raceday/domain/validation';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';

const purgeKey = (eventKey: string) => [...backofficeKeys.event(eventKey), 'purge'] as const;

/** POST /v1/organizer/purge-personal-data/status: the schedule, and whether the purge ran. */
export function usePurgeState(eventKey: string) {
  return useQuery({
    queryKey: purgeKey(eventKey),
    queryFn: async ({ signal }) =>
      (await organizerPost<PurgeStateReply>('purge-personal-data/status', { event_key: eventKey }, signal))
        .body,
    retry: false,
  });
}

/** POST /v1/organizer/purge-personal-data/schedule: days after race day (null: never automatically). */
export function usePurgeSchedule(eventKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (days: number | null) =>
      (
        await organizerPost<PurgeStateReply>('purge-personal-data/schedule', {
          event_key: eventKey,
          purge_after_days: days,
        })
      ).body,
    onSuccess: (state) => client.setQueryData(purgeKey(eventKey), state),
  });
}

/**
 * POST /v1/organizer/purge-personal-data: purges now, `confirm` being the event key as typed; the
 * event's lists and reports load again.
 */
export function usePurgeNow(eventKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: string) =>
      (await organizerPost<PurgeRunReply>('purge-personal-data', { event_key: eventKey, confirm })).body,
    onSettled: () => client.invalidateQueries({ queryKey: backofficeKeys.event(eventKey) }),
  });
}
