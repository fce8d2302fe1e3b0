import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';

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

  let response: Response;
  try {
    response = await fetch('/v1/upload/slip', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  let data: { status?: string; message?: string; field?: string } = {};
  try {
    data = (await response.json()) as typeof data;
  } catch {
    // A proxy's HTML error page: fall through to the status.
  }
  if (!response.ok || data.status !== 'success') {
    throw new ApiError(
      response.ok ? 400 : response.status,
      data.message ?? `HTTP ${response.status}`,
      data.field,
    );
  }
  return data.message ?? '';
}
