// Request schemas and their messages (zod): imported by the server and by forms that validate.
export * from './validation';
export * from './schemas';
export * from './registration';
export * from './accounts';
export * from './backoffice';
export * from './replies/index';
export * from './setup';
export * from './staff';
export * from './password-reset';
export * from './data-care';
