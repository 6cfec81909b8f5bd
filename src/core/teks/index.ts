export * from './teks-types';
export * from './teks-code';
export * from './catalogue';
export * from './practice-categories';
export { MATH_REPORTING_CATEGORIES, READING_REPORTING_CATEGORIES } from './knowledge-statements';
