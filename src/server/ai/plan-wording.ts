import type { Grade } from '../../core/accounts/account';
import type { StudyPlanData } from '../../core/plans';
import { replyProblem } from '../../core/nova';
import { studyPlanDataSchema } from '../../contracts/study-plans';
import type { AiProvider, ChatMessage } from './provider';

/**
 * An AI provider may reword a study plan, never change it (issue 10): its answer is validated against
 * the plan's schema, and only its texts are taken, place by place, where the shape matches ours.
 * Numbers, dates, codes and priorities are always ours.
 */

function text(ours: string, theirs: string | undefined): string {
  return theirs !== undefined && replyProblem(theirs) === null ? theirs.trim() : ours;
}

function texts(ours: readonly string[], theirs: readonly string[] | undefined): string[] {
  if (!theirs || theirs.length !== ours.length) return [...ours];
  return ours.map((value, index) => text(value, theirs[index]));
}

export function mergeWording(ours: StudyPlanData, theirs: StudyPlanData): StudyPlanData {
  const sameWeeks = theirs.weeks.length === ours.weeks.length;
  return {
    overallGoals: texts(ours.overallGoals, theirs.overallGoals),
    studyTips: texts(ours.studyTips, theirs.studyTips),
    finalWeekStrategy: text(ours.finalWeekStrategy, theirs.finalWeekStrategy),
    weeks: ours.weeks.map((week, index) => {
      const other = sameWeeks ? theirs.weeks[index] : undefined;
      const sameSkills = other?.skills.length === week.skills.length;
      return {
        ...week,
        weekTitle: text(week.weekTitle, other?.weekTitle),
        goals: texts(week.goals, other?.goals),
        weeklyMilestone: text(week.weeklyMilestone, other?.weeklyMilestone),
        skills: week.skills.map((skill, skillIndex) => ({
          ...skill,
          activities: texts(skill.activities, sameSkills ? other?.skills[skillIndex]?.activities : undefined),
        })),
      };
    }),
  };
}

function rewordPrompt(grade: Grade, plan: StudyPlanData): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        `You improve the wording of a STAAR study plan for a student in grade ${grade} and their parent.`,
        'Rewrite only the texts (goals, tips, strategy, week titles, week goals, activities, milestones) so they are warm, clear and short, for a child to read.',
        'Keep every number, date, TEKS code, skill name and priority exactly as given, and keep every list the same length and order.',
        'No links, no personal information. Reply with the whole plan as a JSON object of the same shape.',
      ].join('\n'),
    },
    { role: 'user', content: JSON.stringify(plan) },
  ];
}

/** The plan reworded by the provider, or ours unchanged when it fails. */
export async function rewordPlan(
  ai: AiProvider,
  grade: Grade,
  plan: StudyPlanData,
): Promise<{ planData: StudyPlanData; reworded: boolean }> {
  const answer = await ai.completeJson('study-plan', rewordPrompt(grade, plan), studyPlanDataSchema);
  if (!answer) return { planData: plan, reworded: false };
  return { planData: mergeWording(plan, answer), reworded: true };
}
