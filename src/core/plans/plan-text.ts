import { knowledgeStatements } from '../teks/catalogue';
import type { Grade, Subject } from '../teks/teks-types';
import { formatDate, formatDayLong } from './plan-calendar';
import type { WeekTargets } from './practice-targets';
import type { ScheduledSkill } from './skill-schedule';
import { plural, skillLabel } from './skill-text';

/**
 * The plan's sentences: title, week titles, goals, milestones, tips and the final-week strategy.
 * Short, kind and concrete, for a child of 8 to 11 and the parent beside them. US English.
 */

const SUBJECT_NAME: Record<Subject, string> = { math: 'Math', reading: 'Reading' };

/** Right answers out of ten a milestone asks for: 7, the spec's "needs practice" line (70%). */
const MILESTONE_RIGHT_OF_TEN = 7;

export function planTitle(grade: Grade, subject: Subject): string {
  return `Grade ${grade} ${SUBJECT_NAME[subject]} STAAR Plan`;
}

/** "Fractions & Measuring": the strands of the week's two biggest skills, by minutes. */
export function studyWeekTitle(grade: Grade, subject: Subject, skills: readonly ScheduledSkill[]): string {
  const names = new Map(knowledgeStatements(grade, subject).map((s) => [s.code, s.skillName]));
  const minutesByStrand = new Map<string, number>();
  for (const { skill, minutes } of skills) {
    const strand = names.get(skill.entry.knowledgeStatement) ?? skill.entry.skillName;
    minutesByStrand.set(strand, (minutesByStrand.get(strand) ?? 0) + minutes);
  }
  const top = [...minutesByStrand.entries()]
    .map(([strand, minutes], order) => ({ strand, minutes, order }))
    .sort((a, b) => b.minutes - a.minutes || a.order - b.order)
    .slice(0, 2)
    .map(({ strand }) => strand);
  return top.join(' & ');
}

export function finalWeekTitle(totalWeeks: number, mockExams: number): string {
  if (totalWeeks === 1) return mockExams > 0 ? 'Mock Exam and Quick Review' : 'Quick Review Before the Test';
  return mockExams > 0 ? 'Review and Mock Exam' : 'Final Review';
}

export function weekGoals(
  targets: WeekTargets,
  skills: readonly ScheduledSkill[],
  mockMinutes: number,
  isFinal: boolean,
): string[] {
  const goals = [
    `Practice ${targets.dailyPractice} minutes a day on ${plural(targets.skillDays, 'day')} this week.`,
    `Answer ${plural(targets.questionsToComplete, 'practice question')}.`,
  ];
  if (targets.mockExams > 0) {
    goals.push(`Take 1 mock exam on a day of its own (about ${mockMinutes} minutes).`);
  }
  const first = skills[0];
  if (isFinal) goals.push('Review your top skills, and keep the day before the test light.');
  else if (first) goals.push(`Start with ${skillLabel(first)}: it is your top skill this week.`);
  return goals;
}

export function studyMilestone(targets: WeekTargets, skills: readonly ScheduledSkill[]): string {
  const first = skills[0]!;
  const rightOfTen =
    first.skill.standing === 'mastered'
      ? `keep getting 9 out of 10 right on ${first.skill.entry.code}`
      : `get ${MILESTONE_RIGHT_OF_TEN} out of 10 right on ${first.skill.entry.code}`;
  return `By ${formatDayLong(targets.range.end)}, finish ${plural(targets.questionsToComplete, 'question')} and ${rightOfTen}.`;
}

export function finalMilestone(mockExams: number): string {
  return mockExams > 0
    ? 'Finish your mock exam and look over every question you missed. Then rest: you are ready!'
    : 'Review your top skills, then rest. You are ready for test day!';
}

export interface PlanSummary {
  grade: Grade;
  subject: Subject;
  testDate: string;
  totalWeeks: number;
  testedSkills: number;
  coveredSkills: number;
  /** Skills in rank order with their labels, most urgent first. */
  topSkills: readonly ScheduledSkill[];
  highCount: number;
  mediumCount: number;
  mockExams: number;
  dailyMinutes: { min: number; max: number };
  /** Set when the test is more than 52 weeks away and week 1 starts later than today. */
  laterStart: string | null;
}

function codesText(skills: readonly ScheduledSkill[]): string {
  const codes = skills.map(({ skill }) => skill.entry.code);
  if (codes.length <= 1) return codes.join('');
  return `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}`;
}

export function overallGoals(summary: PlanSummary): string[] {
  const { grade, subject, testDate, testedSkills, coveredSkills, topSkills } = summary;
  const when = formatDate(testDate);
  const top3 = codesText(topSkills.slice(0, 3));
  const goals: string[] = [];
  if (coveredSkills === testedSkills) {
    goals.push(
      `Practice all ${testedSkills} STAAR skills for Grade ${grade} ${SUBJECT_NAME[subject]} before test day, ${when}.`,
    );
    if (summary.highCount > 0) {
      goals.push(
        `Turn your ${plural(summary.highCount, 'high-priority skill')} into strengths, starting with ${top3}.`,
      );
    } else if (summary.mediumCount > 0) {
      goals.push(
        `Grow the ${plural(summary.mediumCount, 'skill')} still in progress, starting with ${top3}.`,
      );
    } else {
      goals.push('Keep every skill you have mastered sharp with short reviews.');
    }
  } else {
    // Too little time for every skill: say so kindly, and name where the time goes.
    const focus =
      coveredSkills === 1
        ? `the skill that counts most on the test: ${top3}`
        : `the ${coveredSkills} skills that count most on the test, starting with ${top3}`;
    goals.push(`Test day is ${when}. Focus on ${focus}.`);
  }
  goals.push(
    summary.mockExams > 0
      ? `Take ${plural(summary.mockExams, 'mock exam')} to get used to the test.`
      : 'There is no time for a full mock exam, so keep your review short and calm.',
  );
  const { min, max } = summary.dailyMinutes;
  const minutes = min === max ? `${min}` : `${min} to ${max}`;
  goals.push(
    summary.totalWeeks === 1
      ? `Practice ${minutes} minutes a day until test day.`
      : `Practice ${minutes} minutes a day, up to 5 days a week.`,
  );
  if (summary.laterStart !== null) {
    goals.push(
      `Your plan begins on Sunday, ${formatDate(summary.laterStart)}. Until then, practice a little each week.`,
    );
  }
  return goals;
}

export function studyTips(subject: Subject): string[] {
  const bySubject =
    subject === 'math'
      ? [
          'Draw a picture, a strip diagram or a number line to show your thinking.',
          'Estimate first, then check that your answer makes sense.',
        ]
      : [
          'Read the questions first, then read the passage and look for the answers.',
          'Find the words in the text that prove your answer.',
        ];
  return [
    'Practice a little every day: short sessions help you remember more than one long one.',
    ...bySubject,
    'When you miss a question, read the worked steps or ask Nova, then try a similar one.',
    'Parents: ask your child to teach you one thing they learned this week.',
    "Take breaks, drink water and get a good night's sleep.",
  ];
}

export function finalWeekStrategy(input: {
  finalWeek: WeekTargets;
  reviewSkills: readonly ScheduledSkill[];
  totalMockExams: number;
  mockMinutes: number;
}): string {
  const { finalWeek, reviewSkills, totalMockExams, mockMinutes } = input;
  const review = `review ${codesText(reviewSkills)} for ${finalWeek.dailyPractice} minutes a day`;
  const rest = "Keep the last day light, get a good night's sleep and eat a good breakfast on test day.";
  if (finalWeek.mockExams > 0) {
    return (
      `Take your mock exam early in the week (about ${mockMinutes} minutes), not the day before the test. ` +
      `Look over every question you missed, then ${review}. ${rest}`
    );
  }
  if (totalMockExams > 0) {
    return `This last week is short: ${review}, and look again at the questions you missed on your mock exam. ${rest}`;
  }
  return `The test is very close, so keep it short and calm: ${review}. ${rest}`;
}
