import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../contracts/user';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';

/**
 * A short word from the student's StarSpace companion under the verdict: its cheer after a right
 * answer, its comfort after a wrong one. Nothing when the student has no companion yet.
 */
export function CompanionLine({ correct }: { correct: boolean }) {
  const { data: user } = useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY });
  const companion = user?.companion;
  if (!companion) return null;
  return (
    <p
      data-testid="companion-line"
      className="flex items-center gap-2 text-base font-semibold text-indigo-900"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-lg leading-none shadow-sm"
      >
        {companion.avatar}
      </span>
      <span>
        <span className="font-black">{companion.name}:</span> {correct ? companion.cheer : companion.comfort}
      </span>
    </p>
  );
}
