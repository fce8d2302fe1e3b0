import type { OrderUpdateRequest } from '@raceday/domain/validation';
import { useOrderChange } from './order-detail';

/** Every person of the order in runner_list, each with its runner_id; the edited one changed. */
export type OrderUpdateInput = Omit<OrderUpdateRequest, 'key' | 'language'>;

/** POST /v1/order/update: saves the order's people (ID and race type unchanged). */
export const useOrderUpdate = () => useOrderChange<OrderUpdateInput>('/v1/order/update', 'POST');
