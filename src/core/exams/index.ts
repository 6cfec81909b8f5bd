export * from './blueprint-types';
export * from './blueprints';
export * from './blueprint-rules';
export * from './exam-form';
export * from './assemble-form';
export * from './scoring';
