export * from './random';
export * from './seed';
