export * from './intents';
export * from './personal-info';
export * from './safety';
export * from './tutor';
export { lessonFor, type SkillLesson } from './lessons';
