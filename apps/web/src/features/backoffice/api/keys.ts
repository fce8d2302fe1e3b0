import type { OrderSearch } from './types';

/**
 * Query keys of this feature, all under ['backoffice', eventKey]: after receiving money or deleting
 * an order, the page invalidates only its own event's lists and reports.
 */
export const backofficeKeys = {
  event: (eventKey: string) => ['backoffice', eventKey] as const,
  orders: (eventKey: string, endpoint: string, search: OrderSearch) =>
    ['backoffice', eventKey, 'orders', endpoint, search] as const,
  report: (eventKey: string, name: string) => ['backoffice', eventKey, 'report', name] as const,
};

/** The admin's all-orders list is asked for with this key (seed 001 §6). */
export { ALL_ADMIN_KEY } from '@raceday/domain';
