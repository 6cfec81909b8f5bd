export * from './generator-types';
export * from './registry';
export * from './define-generator';
export * from './grade-bounds';
export * from './readability';
export { createStoryContext, pickTheme, type StoryContext } from './contexts/story-context';
