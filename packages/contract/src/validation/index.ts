export * from './common';
export * from './drivers';
export * from './login';
export * from './rides';
