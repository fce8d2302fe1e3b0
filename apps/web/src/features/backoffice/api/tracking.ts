import { useMutation } from '@tanstack/react-query';
import type { MessageReply, TrackingUploadReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { useRefreshOrders } from './order-actions';
import { organizerPost } from './post';

/** order-tracking: a posted order's EMS number ('' removes it); the runner is mailed it. */
export function useSetTracking() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { event_key: string; uuid: string; tracking_no: string }) =>
      organizerPost<MessageReply>('order-tracking', input),
    onSuccess: (_reply, input) => refresh(input.event_key),
  });
}

/** order-tracking-upload: a spreadsheet of numbers (order uuid, tracking number), all rows or none. */
export function useUploadTracking() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ eventKey, file }: { eventKey: string; file: File }) => {
      const body = new FormData();
      body.append('event_key', eventKey);
      body.append('file', file);
      return apiFetch<TrackingUploadReply>('/v1/organizer/order-tracking-upload', { method: 'POST', body });
    },
    onSuccess: (_reply, input) => refresh(input.eventKey),
  });
}
