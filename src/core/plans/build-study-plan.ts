import { GRADES } from '../accounts/account';
import { findBlueprint } from '../exams/blueprints';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../rewards/school-calendar';
import { SUBJECTS } from '../teks/teks-types';
import { isCalendarDay, planStudyWeeks, schoolToday } from './plan-calendar';
import {
  finalMilestone,
  finalWeekStrategy,
  finalWeekTitle,
  overallGoals,
  planTitle,
  studyMilestone,
  studyTips,
  studyWeekTitle,
  weekGoals,
} from './plan-text';
import type { StudyPlan, StudyPlanInput, StudyPlanSkill, StudyPlanWeek } from './plan-types';
import { weekTargets, type WeekTargets } from './practice-targets';
import { rankSkills } from './skill-priorities';
import { scheduleReviewWeek, scheduleStudyWeeks, type ScheduledSkill } from './skill-schedule';
import { reviewActivities, shownMinutes, studyActivities } from './skill-text';

/** Why a plan cannot be made from what the student entered; the server answers 400 with the message. */
export type StudyPlanInputErrorCode = 'invalid-test-date' | 'test-date-not-in-future';

export const STUDY_PLAN_ERROR_MESSAGES: Record<StudyPlanInputErrorCode, string> = {
  'invalid-test-date': 'STAAR test date must be a real date, written YYYY-MM-DD.',
  // Spec section 5, word for word: the same text as the form's "Invalid Date" toast.
  'test-date-not-in-future': 'STAAR test date must be in the future.',
};

/** A test date the student entered that no plan can use. Other bad input is a bug and throws RangeError. */
export class StudyPlanInputError extends Error {
  constructor(readonly code: StudyPlanInputErrorCode) {
    super(STUDY_PLAN_ERROR_MESSAGES[code]);
    this.name = 'StudyPlanInputError';
  }
}

/** A mock exam's time limit, for texts; 90 minutes if the blueprint were ever missing. */
function mockExamMinutes(input: StudyPlanInput): number {
  return findBlueprint(`g${input.grade}-${input.subject}`)?.timeLimitMinutes ?? 90;
}

function toSkill(scheduled: ScheduledSkill, activities: string[]): StudyPlanSkill {
  const { entry, priority } = scheduled.skill;
  return {
    name: entry.skillName,
    teksCode: entry.code,
    priority,
    estimatedTime: shownMinutes(scheduled.minutes),
    activities,
  };
}

function toWeek(
  targets: WeekTargets,
  index: number,
  parts: { title: string; goals: string[]; skills: StudyPlanSkill[]; milestone: string },
): StudyPlanWeek {
  return {
    weekNumber: index + 1,
    weekTitle: parts.title,
    dateRange: { start: targets.range.start, end: targets.range.end },
    goals: parts.goals,
    practiceTargets: {
      dailyPractice: targets.dailyPractice,
      mockExams: targets.mockExams,
      questionsToComplete: targets.questionsToComplete,
    },
    skills: parts.skills,
    weeklyMilestone: parts.milestone,
  };
}

/**
 * The study plan from today to the STAAR test day (see README.md): Sunday-to-Saturday weeks, the tested
 * skills of the grade and subject spread over them most urgent first, targets that grow gently, and a
 * final week of review with a mock exam. Pure and deterministic: the same input gives the same plan.
 *
 * Throws StudyPlanInputError when the test date is not a real YYYY-MM-DD date or is not after today in
 * the school's time zone; RangeError for input only a bug could produce (an invalid Date or time zone,
 * P(known) outside 0–1, a negative pace).
 */
export function buildStudyPlan(input: StudyPlanInput): StudyPlan {
  const { grade, subject, testDate } = input;
  if (!GRADES.includes(grade)) throw new RangeError(`Grade must be 3, 4 or 5, not ${String(grade)}`);
  if (!SUBJECTS.includes(subject)) throw new RangeError(`Unknown subject "${String(subject)}"`);
  const today = schoolToday(input.today, input.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE);
  if (typeof testDate !== 'string' || !isCalendarDay(testDate)) {
    throw new StudyPlanInputError('invalid-test-date');
  }
  if (testDate <= today) throw new StudyPlanInputError('test-date-not-in-future');

  const ranges = planStudyWeeks(today, testDate);
  const targets = weekTargets(ranges, testDate, subject, input.recentQuestionsPerDay);
  const ranked = rankSkills(grade, subject, input.mastery);
  const studyTargets = targets.slice(0, -1);
  const finalTargets = targets.at(-1)!;
  const studySkills = scheduleStudyWeeks(
    ranked,
    studyTargets.map((week) => week.skillMinutes),
  );
  const reviewSkills = scheduleReviewWeek(ranked, finalTargets.skillMinutes);
  const mockMinutes = mockExamMinutes(input);

  const weeks = studyTargets.map((week, index) => {
    const skills = studySkills[index]!;
    return toWeek(week, index, {
      title: studyWeekTitle(grade, subject, skills),
      goals: weekGoals(week, skills, mockMinutes, false),
      skills: skills.map((scheduled) => toSkill(scheduled, studyActivities(scheduled, subject))),
      milestone: studyMilestone(week, skills),
    });
  });
  weeks.push(
    toWeek(finalTargets, targets.length - 1, {
      title: finalWeekTitle(targets.length, finalTargets.mockExams),
      goals: weekGoals(finalTargets, reviewSkills, mockMinutes, true),
      skills: reviewSkills.map((scheduled) => toSkill(scheduled, reviewActivities(scheduled))),
      milestone: finalMilestone(finalTargets.mockExams),
    }),
  );

  const covered = new Set(weeks.flatMap((week) => week.skills.map((skill) => skill.teksCode)));
  const totalMockExams = targets.reduce((sum, week) => sum + week.mockExams, 0);
  const daily = targets.map((week) => week.dailyPractice);
  // The goal names the top skills of the highest label present: "3 high-priority skills, starting with…".
  const topSkills = ranked
    .filter((skill) => skill.priority === ranked[0]!.priority)
    .slice(0, 3)
    .map((skill) => ({ skill, minutes: 0 }));
  return {
    title: planTitle(grade, subject),
    grade,
    subject,
    staarTestDate: testDate,
    totalWeeks: weeks.length,
    planData: {
      overallGoals: overallGoals({
        grade,
        subject,
        testDate,
        totalWeeks: weeks.length,
        testedSkills: ranked.length,
        coveredSkills: covered.size,
        topSkills,
        highCount: ranked.filter((skill) => skill.priority === 'high').length,
        mediumCount: ranked.filter((skill) => skill.priority === 'medium').length,
        mockExams: totalMockExams,
        dailyMinutes: { min: Math.min(...daily), max: Math.max(...daily) },
        laterStart: ranges[0]!.start === today ? null : ranges[0]!.start,
      }),
      studyTips: studyTips(subject),
      finalWeekStrategy: finalWeekStrategy({
        finalWeek: finalTargets,
        reviewSkills,
        totalMockExams,
        mockMinutes,
      }),
      weeks,
    },
  };
}
