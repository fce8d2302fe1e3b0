import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply, OrderUpdateRequest } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { orderDetailKey } from './order-detail';

/** Every person of the order in runner_list, each with its runner_id; the edited one changed. */
export type OrderUpdateInput = Omit<OrderUpdateRequest, 'key' | 'language'>;

/** POST /v1/order/update: saves the order's people (ID and race type unchanged). */
export function useOrderUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderUpdateInput) =>
      apiFetch<MessageReply>('/v1/order/update', { method: 'POST', body: input }),
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: orderDetailKey(input.event_key, input.uuid) }),
  });
}
