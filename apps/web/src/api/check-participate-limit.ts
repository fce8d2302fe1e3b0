import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage, CheckParticipateLimitReply } from '@raceday/domain';
import { apiFetch } from '@/lib/api';

export interface ParticipateLimit {
  /** Only a reply of can_create_order 'Y' opens the form; anything else counts as full. */
  canCreateOrder: boolean;
  placesLeft: number | null;
  /** Shirt sizes sold out now: shown but not offered. */
  soldOutShirtIds: number[];
  /** Places left in each race type with a limit of its own, by race type id. */
  runTypePlaces: Map<number, number>;
}

/** POST /v1/order/check-participate-limit with `{event_key, language}`. */
export async function checkParticipateLimit(
  eventKey: string,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<ParticipateLimit> {
  const reply = await apiFetch<Partial<CheckParticipateLimitReply>>('/v1/order/check-participate-limit', {
    method: 'POST',
    body: { event_key: eventKey, language },
    signal,
  });
  return {
    canCreateOrder: reply.status === 'success' && reply.can_create_order === 'Y',
    placesLeft: typeof reply.places_left === 'number' ? reply.places_left : null,
    soldOutShirtIds: Array.isArray(reply.sold_out_shirt_ids) ? reply.sold_out_shirt_ids : [],
    runTypePlaces: new Map((reply.run_type_places ?? []).map((r) => [r.id, r.places_left])),
  };
}

export const checkParticipateLimitQueryOptions = (eventKey: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['order', 'check-participate-limit', eventKey, language],
    queryFn: ({ signal }) => checkParticipateLimit(eventKey, language, signal),
    // Places change with every order: always ask again when the page is opened.
    staleTime: 0,
  });

export function useCheckParticipateLimit(
  eventKey: string,
  options: { enabled?: boolean; language?: ApiLanguage } = {},
) {
  return useQuery({
    ...checkParticipateLimitQueryOptions(eventKey, options.language ?? 'TH'),
    enabled: options.enabled ?? true,
  });
}
