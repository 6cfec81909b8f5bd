import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { ChildSummary } from '../../../contracts/parents';

const TAB_CLASSES =
  'inline-flex min-h-14 items-center gap-3 rounded-xl px-4 text-lg font-black text-indigo-900 hover:bg-brand-100 ' +
  'data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-md';

/**
 * One tab per child (Radix Tabs: arrow keys move between them); the chosen child's view below.
 * `actions` sits beside the tabs (Add a child).
 */
export function ChildSwitcher(props: {
  family: readonly ChildSummary[];
  chosen: ChildSummary;
  onChoose: (childId: string) => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={props.chosen.id} onValueChange={props.onChoose} className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Tabs.List
          aria-label="Your children"
          className="flex max-w-full flex-wrap gap-2 rounded-2xl bg-white p-1.5 shadow-md"
        >
          {props.family.map((child) => (
            <Tabs.Trigger key={child.id} value={child.id} className={TAB_CLASSES}>
              <span aria-hidden="true" className="text-2xl">
                {child.avatar}
              </span>
              {child.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {props.actions}
      </div>
      <Tabs.Content value={props.chosen.id}>{props.children}</Tabs.Content>
    </Tabs.Root>
  );
}
