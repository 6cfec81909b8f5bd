import type { ChildSummary, ParentChildren } from '../../../contracts/parents';

/*
 * The cached list of children after a link, a new account or a deletion, so the portal shows the
 * change at once; the server's list follows (the caller refetches it). Same order as the server's.
 */

const byName = (a: ChildSummary, b: ChildSummary) => a.name.localeCompare(b.name, 'en-US');

/** The list with this child in it (replacing an older copy of them: linking twice is allowed). */
export function withChild(family: ParentChildren | null | undefined, child: ChildSummary): ParentChildren {
  const others = (family?.children ?? []).filter((entry) => entry.id !== child.id);
  return { children: [...others, child].sort(byName) };
}

export function withoutChild(family: ParentChildren | null | undefined, childId: string): ParentChildren {
  return { children: (family?.children ?? []).filter((entry) => entry.id !== childId) };
}

/** The child to show: the one chosen if still there, else the first (or none in an empty family). */
export function chosenChild(children: readonly ChildSummary[], chosenId: string | null): ChildSummary | null {
  return children.find((child) => child.id === chosenId) ?? children[0] ?? null;
}
