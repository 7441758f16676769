export * from './account';
export * from './metrics';
export * from './reference';
export * from './ride';
