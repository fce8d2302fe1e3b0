import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import type { ExistingRunnerReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export interface ExistingRunnerRequest {
  event_key: string;
  run_type_id: number;
  id_card: string;
  language: ApiLanguage;
}

export interface ExistingRunner {
  exists: boolean;
  /** The server's sentence, already in the caller's language. */
  message: string;
}

/** POST /v1/order/is_exiting_runner (the seed's spelling): is this ID already registered for the run type? */
export async function checkExistingRunner(request: ExistingRunnerRequest): Promise<ExistingRunner> {
  const reply = await apiFetch<ExistingRunnerReply>('/v1/order/is_exiting_runner', {
    method: 'POST',
    body: request,
  });
  return { exists: reply.exiting_runner === 'Y', message: reply.message ?? '' };
}

export function useCheckExistingRunner() {
  return useMutation({ mutationFn: checkExistingRunner });
}
