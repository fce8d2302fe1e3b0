import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply, TransferCheckReply } from '@raceday/domain/validation';
import { ALL_ADMIN_KEY, backofficeKeys } from './keys';
import { organizerPost } from './post';

/** The order an organizer's action is on. */
interface OrderRef {
  event_key: string;
  uuid: string;
}

/**
 * An action that changes an order: POST /v1/organizer/{endpoint} {event_key, uuid}, then the event's
 * lists and reports, and the admin's all-orders list, load again.
 */
function useOrderChange(endpoint: 'delete-order' | 'direct-notify') {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: OrderRef) => organizerPost<MessageReply>(endpoint, input),
    onSuccess: (_reply, input) => refresh(input.event_key),
  });
}

/**
 * Loads an event's lists and reports again, and the admin's all-orders list: after a change, and
 * after a refused action (the order changed meanwhile), so rows show the state of now.
 */
export function useRefreshOrders() {
  const client = useQueryClient();
  return (eventKey: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: backofficeKeys.event(eventKey) }),
      client.invalidateQueries({ queryKey: backofficeKeys.event(ALL_ADMIN_KEY) }),
    ]);
}

/** delete-order: a pending order turns DELETE. */
export const useDeleteOrder = () => useOrderChange('delete-order');

/** direct-notify: the bank transfer is received, the order turns PAID. */
export const useDirectNotify = () => useOrderChange('direct-notify');

/**
 * resend-email: the order's e-mail of its current state is queued again (the order is unchanged, so
 * nothing loads again); the reply's message says so.
 */
export function useResendEmail() {
  return useMutation({
    mutationFn: (input: OrderRef) => organizerPost<MessageReply>('resend-email', input),
  });
}

/**
 * POST /v1/organizer/direct-notify-checking {event_key, uuid, id_card}: `{status:'success'}` when
 * nothing looks duplicated, `{status:'duplicate', message}` when it does (the user is asked twice then).
 */
export function useDirectNotifyChecking() {
  return useMutation({
    mutationFn: (input: OrderRef & { id_card: string }) =>
      organizerPost<TransferCheckReply>('direct-notify-checking', input),
  });
}

/**
 * release-held: the unpaid orders without a slip of one client address (the headline's top holder,
 * by its short label) are withdrawn; the event's lists and reports load again.
 */
export function useReleaseHeld() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { event_key: string; holder: string }) =>
      organizerPost<MessageReply>('release-held', input),
    onSettled: (_reply, _error, input) => refresh(input.event_key),
  });
}
