import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CompleteChargeReply, SandboxCharge } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { SandboxCharge, CompleteChargeReply };

export const CHARGE_ID_PATTERN = /^chrg_test_[0-9a-f]{20}$/;

export async function getSandboxCharge(id: string, signal?: AbortSignal): Promise<SandboxCharge> {
  const reply = await apiFetch<{ status: 'success'; body: SandboxCharge }>(
    `/v1/sandbox/charges/${encodeURIComponent(id)}`,
    { signal },
  );
  return reply.body;
}

export const sandboxChargeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sandbox', 'charge', id],
    queryFn: ({ signal }) => getSandboxCharge(id, signal),
    retry: false,
    staleTime: 0,
  });

export function useSandboxCharge(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...sandboxChargeQueryOptions(id), enabled: options.enabled ?? true });
}

export type ChargeOutcome = 'successful' | 'failed';

/** POST /v1/sandbox/charges/{id}/complete {outcome}: the bank's answer, settled like a webhook. */
export function completeSandboxCharge(id: string, outcome: ChargeOutcome): Promise<CompleteChargeReply> {
  return apiFetch<CompleteChargeReply>(`/v1/sandbox/charges/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: { outcome },
  });
}

export function useCompleteSandboxCharge(id: string) {
  return useMutation({ mutationFn: (outcome: ChargeOutcome) => completeSandboxCharge(id, outcome) });
}
