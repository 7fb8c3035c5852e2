export * from './config';
export * from './connect';
export * from './migrator';
export * from './tenant';
export * from './outbox';
export * from './jsonb';
export type * from './schema';
export * from './pipeline';
export * from './with-commit';
