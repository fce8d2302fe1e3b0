import { createOrder, type CreateOrderBody, type CreateOrderReply } from '../api/create-order';
import { browserDeviceStore, earnDeviceToken, type DeviceTokenStore } from '../api/device-token';
import { retryOrder, type RetryOptions } from './order-retry';

/**
 * Sends one order the way the registration page does: POST /v1/order/create with its Idempotency-Key
 * and this browser's device token; a busy server or a lost connection is waited out and the same
 * order sent again; a busy address (429 challenge.required) is answered by solving a proof-of-work
 * challenge in the background for a device token, then the same order is sent again at once.
 * Resolves to the created order, or null when stopped; a refusal is thrown (ApiError).
 */
export function sendOrder(
  body: CreateOrderBody,
  idempotencyKey: string,
  options: Omit<RetryOptions, 'passChallenge'> & { device?: DeviceTokenStore },
): Promise<CreateOrderReply | null> {
  const device = options.device ?? browserDeviceStore();
  return retryOrder(() => createOrder(body, idempotencyKey, device), {
    signal: options.signal,
    onState: options.onState,
    passChallenge: (signal) => earnDeviceToken(device, signal),
  });
}
