export * from './access';
export * from './fleet';
export * from './platform';
export * from './reference';
export * from './rides';
