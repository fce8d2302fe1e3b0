import type { MessageReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export interface SlipUpload {
  file: File;
  orderUuid: string;
  eventKey: string;
  /** HH:mm */
  slipTime: string;
}

/**
 * POST /v1/upload/slip (multipart: file, order_uuid, event_key, payment_slip_time).
 * Resolves with the server's message ('The file upload is completed.' in the page's language).
 */
export async function uploadSlip(input: SlipUpload): Promise<string> {
  const form = new FormData();
  form.append('order_uuid', input.orderUuid);
  form.append('event_key', input.eventKey);
  form.append('payment_slip_time', input.slipTime);
  form.append('file', input.file, input.file.name);

  const reply = await apiFetch<MessageReply>('/v1/upload/slip', { method: 'POST', body: form });
  return reply.message;
}
