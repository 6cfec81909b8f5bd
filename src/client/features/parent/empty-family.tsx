import type { ChildSummary } from '../../../contracts/parents';
import { AddChildOptions } from './add-child-options';

/** A parent with no child yet: a warm hello and the two ways to add one. */
export function EmptyFamily({ onAdded }: { onAdded: (child: ChildSummary) => void }) {
  return (
    <section aria-labelledby="empty-family-title" className="space-y-5">
      <div className="space-y-1">
        <h2 id="empty-family-title" className="text-2xl font-black sm:text-3xl">
          Let&apos;s add your child
        </h2>
        <p className="max-w-3xl text-lg text-indigo-900">
          Once your child is here, you&apos;ll see their week at a glance: how much they practiced, how they
          are doing in math and reading, and what they worked on.
        </p>
      </div>
      <AddChildOptions
        onAdded={onAdded}
        boxClassName="rounded-card border-2 border-brand-100 bg-white p-5 shadow-lg shadow-brand-900/5 sm:p-6"
      />
    </section>
  );
}
