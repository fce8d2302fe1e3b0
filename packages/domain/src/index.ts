// The zod-free part of the domain: safe to load on every page. Schemas live in ./validation.
export * from './constants';
export * from './money';
export * from './dates';
export * from './events';
export * from './yn';
export * from './thai-id';
export * from './pricing';
export * from './privacy';
export * from './cards';
export * from './covers';
export * from './names';
export * from './age';
export * from './banks';
export type * from './api';
