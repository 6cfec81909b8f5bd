export * from './bkt';
export * from './skill-state';
export * from './display';
export * from './adaptive';
