export * from './common';
export * from './customers';
