import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { orderDetailKey, type DeliveryAddress } from './order-detail';

export type OrderAddressInput = DeliveryAddress & { event_key: string; uuid: string };

/** PATCH /v1/order/address: the delivery address of an order whose pickup needs one. */
export function useOrderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderAddressInput) =>
      apiFetch<MessageReply>('/v1/order/address', { method: 'PATCH', body: input }),
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: orderDetailKey(input.event_key, input.uuid) }),
  });
}
