export * from './common';
export * from './login';
export * from './rides';
