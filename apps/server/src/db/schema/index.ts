export * from './access';
export * from './dispatch';
export * from './documents';
export * from './files';
export * from './fleet';
export * from './platform';
export * from './reference';
export * from './rides';
