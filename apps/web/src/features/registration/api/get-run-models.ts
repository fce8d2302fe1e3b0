import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage, ApiSuccess } from '@raceday/domain';
import type { RunModelItem } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { RunModelItem };

/** POST /v1/utils/run-model with `{events_run_type_id, language}`: the run models of one run type. */
export async function getRunModels(
  runTypeId: number,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<RunModelItem[]> {
  const reply = await apiFetch<ApiSuccess<RunModelItem[]>>('/v1/utils/run-model', {
    method: 'POST',
    body: { events_run_type_id: runTypeId, language },
    signal,
  });
  return reply.body ?? [];
}

export const getRunModelsQueryOptions = (runTypeId: number, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['utils', 'run-model', runTypeId, language],
    queryFn: ({ signal }) => getRunModels(runTypeId, language, signal),
    staleTime: 10 * 60_000,
  });

export function useRunModels(
  runTypeId: number | null,
  language: ApiLanguage,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getRunModelsQueryOptions(runTypeId ?? 0, language),
    enabled: (options.enabled ?? true) && runTypeId !== null && runTypeId > 0,
  });
}
