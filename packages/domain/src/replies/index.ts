/**
 * The replies of the /v1 calls, as zod schemas: the server declares them as each route's
 * `schema.response` (so the OpenAPI document shows them and a reply that drifts is caught), and the
 * web imports their types instead of writing its own.
 */
export * from './common';
export * from './events';
export * from './orders';
export * from './site';
export * from './accounts';
export * from './payments';
export * from './backoffice';
export * from './payouts';
