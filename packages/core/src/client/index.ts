/** Browser-side infrastructure: API client, session, public config. */
export * from './api';
export * from './storage';
export * from './session';
export * from './config';
