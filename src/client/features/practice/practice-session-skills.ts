import type { z } from 'zod';
import type { teksCategoriesResponseSchema } from '../../../contracts/questions';

export type TeksCategoriesResponse = z.infer<typeof teksCategoriesResponseSchema>;

export interface SkillOption {
  code: string;
  skillName: string;
}

export interface SkillGroup {
  /** The practice card the skills belong to, e.g. "Number and Operations". */
  category: string;
  skills: SkillOption[];
}

/**
 * The TEKS skills a student can pick for one-skill practice, grouped by practice card: only codes
 * with questions available now, each code once (the first card that lists it keeps it, so "Mixed
 * Review", which repeats every code, adds nothing), and cards left empty are dropped.
 */
export function skillGroups(response: TeksCategoriesResponse): SkillGroup[] {
  const seen = new Set<string>();
  const groups: SkillGroup[] = [];
  for (const category of response.categories) {
    const available = new Set(category.availableCodes);
    const skills: SkillOption[] = [];
    for (const { code, skillName } of category.skills) {
      if (!available.has(code) || seen.has(code)) continue;
      seen.add(code);
      skills.push({ code, skillName });
    }
    if (skills.length > 0) groups.push({ category: category.name, skills });
  }
  return groups;
}

/** "3.4K · Multiply and divide within 100": how a skill reads in the picker and the history. */
export function skillLabel(skill: SkillOption): string {
  return `${skill.code} · ${skill.skillName}`;
}

/** The chosen code's skill, if the list still offers it (it may not after the subject changes). */
export function findSkill(groups: readonly SkillGroup[], code: string | null): SkillOption | undefined {
  if (code === null) return undefined;
  for (const group of groups) {
    const skill = group.skills.find((option) => option.code === code);
    if (skill) return skill;
  }
  return undefined;
}
