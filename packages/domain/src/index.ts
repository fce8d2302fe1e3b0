export * from './constants';
export * from './money';
export * from './dates';
export * from './events';
export * from './yn';
export * from './validation';
export * from './schemas';
export * from './thai-id';
export type * from './api';
