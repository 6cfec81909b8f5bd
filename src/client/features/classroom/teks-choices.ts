import type { TeksCategoriesResponse } from './classroom-api';

/*
 * The TEKS skills a teacher can assign or browse in the question bank, from the categories call: only
 * skills tested at the grade that have questions now (the server refuses the others).
 */

export interface SkillChoice {
  code: string;
  skillName: string;
}

export interface CategoryChoice {
  name: string;
  skills: SkillChoice[];
}

/**
 * The practice cards with the skills that can be assigned: tested at this grade and with questions now.
 * Each skill is listed under the first card that has it ("Mixed Review" repeats them all); a card is
 * still offered whole when it has any such skill.
 */
export function teksChoices(response: TeksCategoriesResponse): {
  groups: CategoryChoice[];
  wholeCards: CategoryChoice[];
} {
  const seen = new Set<string>();
  const groups: CategoryChoice[] = [];
  const wholeCards: CategoryChoice[] = [];
  for (const category of response.categories) {
    const available = new Set(category.availableCodes);
    const assignable = category.skills
      .filter((skill) => skill.tested && available.has(skill.code))
      .map(({ code, skillName }) => ({ code, skillName }));
    if (assignable.length === 0) continue;
    wholeCards.push({ name: category.name, skills: assignable });
    const fresh = assignable.filter((skill) => !seen.has(skill.code));
    for (const skill of fresh) seen.add(skill.code);
    if (fresh.length > 0) groups.push({ name: category.name, skills: fresh });
  }
  return { groups, wholeCards };
}
