export * from './common';
export * from './login';
