import { useOrderChange, type DeliveryAddress } from './order-detail';

export type OrderAddressInput = DeliveryAddress & { event_key: string; uuid: string };

/** PATCH /v1/order/address: the delivery address of an order whose pickup needs one. */
export const useOrderAddress = () => useOrderChange<OrderAddressInput>('/v1/order/address', 'PATCH');
