import type { Grade, Subject } from '../teks/teks-types';

/**
 * The study plan as the spec's section 3 shapes it ("Study plan" entity and its planData), plus the
 * inputs the algorithm reads. Plain JSON throughout, so the server stores planData as it is; the zod
 * schema for it lives in src/contracts, not here.
 */

/** A calendar day in the school's time zone, "YYYY-MM-DD". */
export type CalendarDay = string;

export const PLAN_PRIORITIES = ['high', 'medium', 'low'] as const;
export type PlanPriority = (typeof PLAN_PRIORITIES)[number];

export interface DateRange {
  /** First day of the week, included. */
  start: CalendarDay;
  /** Last day of the week, included; the last week ends on the test day. */
  end: CalendarDay;
}

export interface StudyPlanSkill {
  /** The child-friendly skill name from the TEKS catalogue: "Multiply and divide word problems". */
  name: string;
  /** Canonical TEKS code: "4.4H", or "4.9D(i)" for a reading sub-expectation. */
  teksCode: string;
  priority: PlanPriority;
  /** Minutes of practice planned for this skill in this week, a multiple of 5. */
  estimatedTime: number;
  activities: string[];
}

export interface PracticeTargets {
  /** Minutes a day on each practice day of the week (15 to 30). */
  dailyPractice: number;
  /** Mock exams to take this week: 0 or 1. */
  mockExams: number;
  /** Practice questions to answer this week; a mock exam's own questions are not counted. */
  questionsToComplete: number;
}

export interface StudyPlanWeek {
  /** 1, 2, 3… in date order. */
  weekNumber: number;
  weekTitle: string;
  dateRange: DateRange;
  goals: string[];
  practiceTargets: PracticeTargets;
  skills: StudyPlanSkill[];
  weeklyMilestone: string;
}

export interface StudyPlanData {
  overallGoals: string[];
  studyTips: string[];
  finalWeekStrategy: string;
  weeks: StudyPlanWeek[];
}

/** The spec's study plan without the id the server gives it when it stores one. */
export interface StudyPlan {
  /** "Grade 4 Math STAAR Plan". */
  title: string;
  grade: Grade;
  subject: Subject;
  /** The STAAR test day, "YYYY-MM-DD", as the student entered it. */
  staarTestDate: CalendarDay;
  totalWeeks: number;
  planData: StudyPlanData;
}

/** What the mastery model knows of one skill (core/mastery `SkillState`, or a row of skill_mastery). */
export interface SkillMastery {
  teksCode: string;
  /** P(known) from knowledge tracing, 0 to 1; mastered at 0.95. */
  pKnown: number;
  attempts: number;
  correct: number;
}

export interface StudyPlanInput {
  /** Now. The plan starts on today's date in the school's time zone. */
  today: Date;
  /** The STAAR test day, "YYYY-MM-DD", strictly after today. */
  testDate: string;
  /** IANA zone of the school; default America/Chicago. */
  timeZone?: string;
  grade: Grade;
  subject: Subject;
  /**
   * One entry per TEKS code the student has practised in this subject. Codes never practised are left
   * out (unknown); codes not tested at this grade are ignored.
   */
  mastery: readonly SkillMastery[];
  /** Questions answered per day over the last two weeks, when known: keeps targets within reach. */
  recentQuestionsPerDay?: number;
}
