import { BookOpen, Flame, Rocket, Star, Target, WandSparkles, type LucideIcon } from 'lucide-react';
import type { AchievementId } from '../../core/rewards/reward-types';

/** One picture per badge of spec section 3, shared by the StarPower panel and the profile dialog. */
export const ACHIEVEMENT_ICONS: Record<AchievementId, LucideIcon> = {
  'star-collector': Star,
  'math-rocket': Rocket,
  'reading-master': BookOpen,
  'writing-wizard': WandSparkles,
  'seven-day-streak': Flame,
  'practice-pro': Target,
};
