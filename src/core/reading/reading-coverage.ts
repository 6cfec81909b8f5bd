import type { Item, ItemType } from '../items/item-types';
import type { Generator } from '../math/generator-types';
import { testedTeksForGrade } from '../teks/catalogue';
import type { Grade, StandardType } from '../teks/teks-types';

/**
 * Which tested reading SEs of a grade have questions: written ones (content items, by type and
 * passage) and generated ones. Essay codes (x.7B, x.12B, x.12C) are counted apart: they are assessed by
 * the essay, not by items.
 */
export interface CodeCoverage {
  code: string;
  standardType: StandardType;
  skillName: string;
  contentItems: number;
  itemTypes: Partial<Record<ItemType, number>>;
  passages: number;
  generators: string[];
}

export interface GradeReadingCoverage {
  grade: Grade;
  /** Tested SEs answered with items (essay codes left out). */
  itemCodes: number;
  codes: CodeCoverage[];
  essayCodes: string[];
}

export function readingCoverage(
  grade: Grade,
  items: readonly Item[],
  generators: readonly Generator[],
): GradeReadingCoverage {
  const tested = testedTeksForGrade(grade, 'reading');
  const itemEntries = tested.filter((entry) => !entry.isEssay);
  const codes = itemEntries.map((entry): CodeCoverage => {
    const forCode = items.filter(
      (item) => item.subject === 'reading' && item.grade === grade && item.teksCode === entry.code,
    );
    const itemTypes: Partial<Record<ItemType, number>> = {};
    for (const item of forCode)
      itemTypes[item.interaction.type] = (itemTypes[item.interaction.type] ?? 0) + 1;
    return {
      code: entry.code,
      standardType: entry.standardType,
      skillName: entry.skillName,
      contentItems: forCode.length,
      itemTypes,
      passages: new Set(forCode.map((item) => item.passageId)).size,
      generators: generators
        .filter((generator) => generator.subject === 'reading' && generator.teksCode === entry.code)
        .map((generator) => generator.id),
    };
  });
  return {
    grade,
    itemCodes: itemEntries.length,
    codes,
    essayCodes: tested.filter((entry) => entry.isEssay).map((entry) => entry.code),
  };
}
