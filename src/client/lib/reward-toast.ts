import type { EarnedRewardView } from '../../contracts/progress';
import { formatCount } from './number-format';
import { toast } from './use-toast';

/** The words of the toast that celebrates rewards an answer just earned; null when there are none. */
export function rewardToastText(
  rewards: readonly EarnedRewardView[],
): { title: string; description: string } | null {
  if (rewards.length === 0) return null;
  const total = rewards.reduce((sum, reward) => sum + reward.starPower, 0);
  const [first] = rewards;
  const title =
    rewards.length > 1
      ? `${rewards.length} rewards earned!`
      : first!.kind === 'achievement'
        ? `New badge: ${first!.title}!`
        : `Challenge complete: ${first!.title}!`;
  return { title, description: `You earned ${formatCount(total)} StarPower.` };
}

/**
 * Celebrates daily challenges and badges the server has just paid for. One toast (the spec shows at
 * most one at a time), so several rewards from one answer share it.
 */
export function announceRewards(rewards: readonly EarnedRewardView[]): void {
  const text = rewardToastText(rewards);
  if (text) toast(text);
}
