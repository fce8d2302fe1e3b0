import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@raceday/domain/validation';
import { useRefreshOrders } from './order-actions';
import { organizerPost } from './post';

interface OrderRef {
  event_key: string;
  uuid: string;
}

export interface RefundInput extends OrderRef {
  /** Baht. */
  amount: number;
  reference: string;
  note: string;
  cancel: boolean;
}

/**
 * A change to an order's money (refund-order, cancel-order, restore-order): the event's lists,
 * reports and payout load again after it, as after any order change.
 */
function useMoneyChange<Input extends OrderRef>(endpoint: 'refund-order' | 'cancel-order' | 'restore-order') {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: Input) => organizerPost<MessageReply>(endpoint, input),
    onSuccess: (_reply, input) => refresh(input.event_key),
  });
}

/** refund-order: all or part of a paid order's money back (by hand with a reference for a transfer). */
export const useRefundOrder = () => useMoneyChange<RefundInput>('refund-order');
/** cancel-order: a paid order withdrawn, its places back. */
export const useCancelOrder = () => useMoneyChange<OrderRef & { note: string }>('cancel-order');
/** restore-order: an order paid after it closed taken back as paid. */
export const useRestoreOrder = () => useMoneyChange<OrderRef>('restore-order');
