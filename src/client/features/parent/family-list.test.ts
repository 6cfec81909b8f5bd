import { describe, expect, test } from 'vitest';
import type { ChildSummary } from '../../../contracts/parents';
import { chosenChild, withChild, withoutChild } from './family-list';

function child(id: string, name: string): ChildSummary {
  return {
    id,
    name,
    grade: 4,
    avatar: '⭐',
    starPower: 0,
    progress: { math: { accuracy: null, answered: 0 }, reading: { accuracy: null, answered: 0 } },
    week: { questionsAnswered: 0, hoursPracticed: 0, averageScore: null, daysActive: 0 },
    recentActivity: [],
    classrooms: [],
  };
}

describe('the family list', () => {
  test('a new child joins in name order; linking the same child again keeps one copy', () => {
    const family = withChild(withChild(null, child('2', 'Zoe')), child('1', 'Ada'));
    expect(family.children.map((entry) => entry.name)).toEqual(['Ada', 'Zoe']);
    const again = withChild(family, { ...child('2', 'Zoe'), starPower: 50 });
    expect(again.children).toHaveLength(2);
    expect(again.children[1]!.starPower).toBe(50);
  });

  test('a deleted child leaves the list', () => {
    const family = withChild(withChild(undefined, child('2', 'Zoe')), child('1', 'Ada'));
    expect(withoutChild(family, '1').children.map((entry) => entry.id)).toEqual(['2']);
    expect(withoutChild(null, '1')).toEqual({ children: [] });
  });

  test('the chosen child is shown while they are there, else the first', () => {
    const children = [child('1', 'Ada'), child('2', 'Zoe')];
    expect(chosenChild(children, '2')?.id).toBe('2');
    expect(chosenChild(children, 'gone')?.id).toBe('1');
    expect(chosenChild(children, null)?.id).toBe('1');
    expect(chosenChild([], '1')).toBeNull();
  });
});
