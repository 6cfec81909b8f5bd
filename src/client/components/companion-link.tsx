import { Link } from 'wouter';
import type { User } from '../../contracts/user';

/**
 * The student's StarSpace companion in the header: its face and name, leading to StarSpace. Nothing
 * until the student has one (the first character won becomes it).
 */
export function CompanionLink({ companion }: { companion: User['companion'] }) {
  if (!companion) return null;
  return (
    <Link
      href="/starspace"
      data-testid="header-companion"
      className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full border-2 border-indigo-100 bg-white py-0.5 pr-3 pl-0.5 text-base font-extrabold text-indigo-900 transition-colors hover:border-indigo-300 hover:bg-indigo-50"
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-100 text-xl leading-none"
      >
        {companion.avatar}
      </span>
      <span className="truncate sm:max-lg:sr-only">
        <span className="sr-only">Your companion, </span>
        {companion.name}
      </span>
    </Link>
  );
}
