export * from './account';
export * from './driver';
export * from './metrics';
export * from './place';
export * from './reference';
export * from './ride';
