export * from './plan-types';
export { buildStudyPlan, StudyPlanInputError, STUDY_PLAN_ERROR_MESSAGES } from './build-study-plan';
export type { StudyPlanInputErrorCode } from './build-study-plan';
export {
  currentWeekNumber,
  isCalendarDay,
  MAX_PLAN_WEEKS,
  planStudyWeeks,
  practiceDaysIn,
  PRACTICE_DAYS_PER_WEEK,
} from './plan-calendar';
export { MAX_DAILY_MINUTES, MIN_DAILY_MINUTES, mockExamCount } from './practice-targets';
export { LOW_MASTERY_BELOW, priorityOf, rankSkills } from './skill-priorities';
export type { RankedSkill, SkillStanding } from './skill-priorities';
export { weekProgress } from './week-progress';
export type { TargetProgress, WeekPractice, WeekProgress } from './week-progress';
