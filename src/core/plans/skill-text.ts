import type { Subject } from '../teks/teks-types';
import type { ScheduledSkill } from './skill-schedule';

/**
 * The words beside each skill of a week: short, kind and concrete, for a child reading with a parent.
 * US English.
 */

/** Minutes as the plan shows them: a multiple of 5, at least 5. */
export function shownMinutes(minutes: number): number {
  return Math.max(5, Math.round(minutes / 5) * 5);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function timesText(times: number): string {
  if (times === 1) return 'once';
  if (times === 2) return 'twice';
  return `${times} times`;
}

/** "4.4H (Multiply and divide word problems)". */
export function skillLabel({ skill }: ScheduledSkill): string {
  return `${skill.entry.code} (${skill.entry.skillName})`;
}

/** Short sessions of about 10 minutes: "Practice 4.4H (…) 3 times this week, about 10 minutes each time." */
function practiceLine(scheduled: ScheduledSkill): string {
  const minutes = shownMinutes(scheduled.minutes);
  const times = Math.max(1, Math.round(minutes / 10));
  const each = shownMinutes(minutes / times);
  const length = times === 1 ? `about ${each} minutes` : `about ${each} minutes each time`;
  return `Practice ${skillLabel(scheduled)} ${timesText(times)} this week, ${length}.`;
}

function standingLine({ skill }: ScheduledSkill): string {
  if (skill.standing === 'unknown') return 'Start with a few easy questions to see what you already know.';
  if (skill.standing === 'mastered') return 'You know this one! A few review questions keep it sharp.';
  const { correct, attempts } = skill.mastery!;
  return `So far you have ${correct} of ${attempts} right. Read the worked steps for each miss, then try a similar question.`;
}

function subjectLine({ skill }: ScheduledSkill, subject: Subject): string | undefined {
  if (skill.entry.isEssay) {
    return 'Write a short response to a text you read, using details from it. Read it aloud to a grown-up.';
  }
  if (skill.priority === 'high') return 'Ask Nova to explain any question that feels tricky.';
  if (subject === 'reading' && skill.standing !== 'mastered') {
    return 'Read a short passage in the Practice Center and answer its questions.';
  }
  return undefined;
}

export function studyActivities(scheduled: ScheduledSkill, subject: Subject): string[] {
  const lines = [practiceLine(scheduled), standingLine(scheduled), subjectLine(scheduled, subject)];
  return lines.filter((line): line is string => line !== undefined);
}

export function reviewActivities(scheduled: ScheduledSkill): string[] {
  const minutes = shownMinutes(scheduled.minutes);
  const lines = [`Review ${skillLabel(scheduled)} for about ${minutes} minutes.`];
  lines.push(
    scheduled.skill.standing === 'weak'
      ? 'Redo a few questions you missed before, and read the worked steps again.'
      : 'Answer a few questions and explain one answer out loud to a grown-up.',
  );
  return lines;
}
