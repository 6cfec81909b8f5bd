import { describe, expect, it } from 'vitest';
import { rewardToastText } from './reward-toast';

describe('rewardToastText', () => {
  it('says nothing when nothing was earned', () => {
    expect(rewardToastText([])).toBeNull();
  });

  it('names one challenge or one badge, with its StarPower', () => {
    expect(
      rewardToastText([{ kind: 'challenge', id: 'easy-reading', title: 'Reading Starter', starPower: 25 }]),
    ).toEqual({ title: 'Challenge complete: Reading Starter!', description: 'You earned 25 StarPower.' });
    expect(
      rewardToastText([
        { kind: 'achievement', id: 'star-collector', title: 'Star Collector', starPower: 100 },
      ]),
    ).toEqual({ title: 'New badge: Star Collector!', description: 'You earned 100 StarPower.' });
  });

  it('adds up several rewards in one toast', () => {
    expect(
      rewardToastText([
        { kind: 'challenge', id: 'hard-math', title: 'Math Set Champion', starPower: 75 },
        { kind: 'achievement', id: 'star-collector', title: 'Star Collector', starPower: 1000 },
      ]),
    ).toEqual({ title: '2 rewards earned!', description: 'You earned 1,075 StarPower.' });
  });
});
