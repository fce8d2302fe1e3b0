import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply, OrderEdit, OrderEditRunner } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

/** One person of the order as the organizer edits it, unmasked (ids 0 = none chosen). */
export type EditableRunner = OrderEditRunner;

/** The order's delivery address fields, as the address form edits them. */
export type DeliveryAddress = Pick<
  OrderEdit,
  | 'delivery_add_name'
  | 'delivery_add_mobile_no'
  | 'delivery_add_no'
  | 'delivery_add_sub_district'
  | 'delivery_add_district'
  | 'delivery_add_province'
  | 'delivery_add_postcode'
>;

export type OrderDetail = OrderEdit;

export const orderDetailKey = (eventKey: string, uuid: string) => ['order-edit', eventKey, uuid] as const;

/** POST /v1/organizer/order-detail {event_key, uuid}. */
export function useOrderDetail(eventKey: string, uuid: string) {
  return useQuery({
    queryKey: orderDetailKey(eventKey, uuid),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ body: OrderDetail }>('/v1/organizer/order-detail', {
          method: 'POST',
          signal,
          body: { event_key: eventKey, uuid },
        })
      ).body,
    retry: false,
    staleTime: 0,
  });
}

/** A change the organizer saves to one order (the input is the body); the order's detail reloads after it. */
export function useOrderChange<Input extends { event_key: string; uuid: string }>(
  path: string,
  method: 'PATCH' | 'POST',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<MessageReply>(path, { method, body: input }),
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: orderDetailKey(input.event_key, input.uuid) }),
  });
}
