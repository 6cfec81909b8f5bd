import { describe, expect, test } from 'vitest';
import { teksCategoriesResponseSchema } from '../../../contracts/questions';
import { findSkill, skillGroups, skillLabel, type TeksCategoriesResponse } from './practice-session-skills';

function category(
  name: TeksCategoriesResponse['categories'][number]['name'],
  skills: [code: string, skillName: string][],
  availableCodes: string[],
): TeksCategoriesResponse['categories'][number] {
  return {
    name,
    subject: 'math',
    grade: 3,
    teksCodes: skills.map(([code]) => code),
    itemSourceCodes: availableCodes,
    skills: skills.map(([code, skillName]) => ({ code, skillName, tested: true })),
    availableCodes,
  };
}

const response: TeksCategoriesResponse = teksCategoriesResponseSchema.parse({
  grade: 3,
  subject: 'math',
  categories: [
    // The process card lists process codes but serves questions from content codes: nothing to pick.
    category('Mathematical Process Standards', [['3.1A', 'Use math in real life']], ['3.4K']),
    category(
      'Number and Operations',
      [
        ['3.2A', 'Build and break apart numbers'],
        ['3.4K', 'Multiply and divide within 100'],
      ],
      ['3.2A', '3.4K'],
    ),
    category(
      'Data Analysis & Financial Literacy',
      [
        ['3.8A', 'Summarise data'],
        ['3.9C', 'Income and spending'],
      ],
      ['3.8A'],
    ),
    category(
      'Mixed Review',
      [
        ['3.2A', 'Build and break apart numbers'],
        ['3.4K', 'Multiply and divide within 100'],
        ['3.8A', 'Summarise data'],
      ],
      ['3.2A', '3.4K', '3.8A'],
    ),
  ],
});

describe('skillGroups', () => {
  test('offers only available codes, each once, grouped by the first card that lists them', () => {
    expect(skillGroups(response)).toEqual([
      {
        category: 'Number and Operations',
        skills: [
          { code: '3.2A', skillName: 'Build and break apart numbers' },
          { code: '3.4K', skillName: 'Multiply and divide within 100' },
        ],
      },
      {
        category: 'Data Analysis & Financial Literacy',
        skills: [{ code: '3.8A', skillName: 'Summarise data' }],
      },
    ]);
  });

  test('is empty when no card has questions yet', () => {
    expect(skillGroups({ ...response, categories: [] })).toEqual([]);
  });
});

describe('skill lookups', () => {
  test('label a skill with its code and its name', () => {
    expect(skillLabel({ code: '3.4K', skillName: 'Multiply and divide within 100' })).toBe(
      '3.4K · Multiply and divide within 100',
    );
  });

  test('find the chosen skill only while the list still offers it', () => {
    const groups = skillGroups(response);
    expect(findSkill(groups, '3.8A')?.skillName).toBe('Summarise data');
    expect(findSkill(groups, '3.9C')).toBeUndefined();
    expect(findSkill(groups, null)).toBeUndefined();
  });
});
