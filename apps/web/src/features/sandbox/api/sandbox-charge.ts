import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** A sandbox charge as GET /v1/sandbox/charges/{id} shows it to its own pages (amount in baht). */
export interface SandboxCharge {
  id: string;
  /** pending | successful | failed | expired */
  status: string;
  amount: number;
  currency: string;
  /** PromptPay charges: the EMVCo payload of the QR; '' for cards. */
  qr_payload: string;
  expires_at: string | null;
  order_uuid: string;
}

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

export interface CompleteChargeReply {
  status: 'success';
  charge_status: string;
  /** paid, already_paid, failed, mismatch, ... */
  result: string;
  /** The order page the runner goes back to. */
  return_uri: string;
}

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
