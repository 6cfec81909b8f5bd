export * from './passage-types';
export * from './parse-reading-file';
export * from './passage-text';
export * from './passage-landmarks';
export * from './content-checks';
export * from './reading-coverage';
export * from './prose-readability';
