import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { orderDetailKey } from './order-detail';

export interface OrderUpdateInput {
  event_key: string;
  uuid: string;
  /** Every person of the order, each with its runner_id; the edited one changed. */
  runner_list: Record<string, unknown>[];
}

/** POST /v1/order/update: saves the order's people (ID and race type unchanged). */
export function useOrderUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderUpdateInput) =>
      apiFetch<{ status: string; message?: string }>('/v1/order/update', { method: 'POST', body: input }),
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: orderDetailKey(input.event_key, input.uuid) }),
  });
}
