import { describe, expect, it } from 'vitest';
import type { TeksCategoriesResponse } from './classroom-api';
import { teksChoices } from './teks-choices';

const skill = (code: string, tested = true) => ({ code, skillName: `Skill ${code}`, tested });

const response: TeksCategoriesResponse = {
  grade: 3,
  subject: 'math',
  categories: [
    {
      name: 'Number and Operations',
      subject: 'math',
      grade: 3,
      teksCodes: ['3.2A', '3.2B', '3.4K'],
      itemSourceCodes: ['3.2A', '3.2B', '3.4K'],
      skills: [skill('3.2A'), skill('3.2B', false), skill('3.4K')],
      availableCodes: ['3.2A', '3.2B', '3.4K'],
    },
    {
      name: 'Geometry and Measurement',
      subject: 'math',
      grade: 3,
      teksCodes: ['3.6A'],
      itemSourceCodes: ['3.6A'],
      skills: [skill('3.6A')],
      availableCodes: [],
    },
    {
      name: 'Mixed Review',
      subject: 'math',
      grade: 3,
      teksCodes: ['3.2A', '3.4K'],
      itemSourceCodes: ['3.2A', '3.4K'],
      skills: [skill('3.2A'), skill('3.4K')],
      availableCodes: ['3.2A', '3.4K'],
    },
  ],
} as TeksCategoriesResponse;

describe('the TEKS a teacher can assign or browse', () => {
  it('lists tested skills with questions, each once, under the first card that has it', () => {
    const { groups } = teksChoices(response);
    expect(groups).toEqual([
      {
        name: 'Number and Operations',
        skills: [
          { code: '3.2A', skillName: 'Skill 3.2A' },
          { code: '3.4K', skillName: 'Skill 3.4K' },
        ],
      },
    ]);
  });

  it('offers every card with such a skill whole, Mixed Review too, and no card without', () => {
    expect(teksChoices(response).wholeCards.map((card) => card.name)).toEqual([
      'Number and Operations',
      'Mixed Review',
    ]);
  });
});
