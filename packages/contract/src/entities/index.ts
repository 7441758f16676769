export * from './account';
export * from './car';
export * from './document';
export * from './driver';
export * from './metrics';
export * from './place';
export * from './reference';
export * from './ride';
