import { Heart, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import type { User } from '../../../contracts/user';
import { PortalHeader } from '../../components/portal-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';
import { errorStatus } from '../../lib/error-status';
import { AddChildDialog } from './add-child-dialog';
import { ChildSwitcher } from './child-switcher';
import { ChildView } from './child-view';
import { EmptyFamily } from './empty-family';
import { chosenChild } from './family-list';
import { NotForThisAccount } from './not-for-this-account';
import { useChildren } from './parent-api';
import { ResourceLinks } from './resource-links';

/** Grey blocks in the shape of the portal while the family loads, so nothing jumps when it arrives. */
function PortalSkeleton() {
  const block = 'animate-pulse rounded-card bg-indigo-100';
  return (
    <div role="status" aria-label="Loading your family" className="space-y-6">
      <div className={`${block} h-16 w-72`} />
      <div className={`${block} h-36`} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={`${block} h-36`} />
        ))}
      </div>
    </div>
  );
}

function Family({ user }: { user: User }) {
  const children = useChildren();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const choose = (child: ChildSummary) => setChosenId(child.id);

  if (children.isPending) return <PortalSkeleton />;
  if (errorStatus(children.error) === 403) return <NotForThisAccount />;
  if (!children.data) {
    return (
      <Card className="space-y-4 border-red-200 bg-red-50">
        <p role="alert" className="text-xl font-bold text-red-800">
          We couldn&apos;t load your family.{' '}
          {children.error ? readableErrorMessage(children.error, 'Please try again.') : null}
        </p>
        <Button onClick={() => void children.refetch()} disabled={children.isFetching}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const family = children.data.children;
  const chosen = chosenChild(family, chosenId);
  return (
    <>
      {chosen ? (
        <ChildSwitcher
          family={family}
          chosen={chosen}
          onChoose={setChosenId}
          actions={<AddChildDialog onAdded={choose} />}
        >
          <ChildView child={chosen} parentIsGuest={user.isGuest} />
        </ChildSwitcher>
      ) : (
        <EmptyFamily onAdded={choose} />
      )}
      <ResourceLinks />
    </>
  );
}

/**
 * /parent (spec section 2; issue 11): the header with Sign Out, the welcome line, and from real data
 * each child's week, math and reading, recent activity, Nova chats and study plans, their account,
 * and resource links. A parent with no child yet links or creates one here.
 */
export function ParentPortalPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-indigo-50">
      <title>Parent Portal — StarPrep</title>
      <PortalHeader portalName="Parent Portal" portalIcon={Heart} user={user} />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <section className="space-y-2 rounded-card bg-gradient-to-r from-sun-200 via-brand-100 to-indigo-100 p-6 shadow-lg sm:p-8">
          <p className="text-lg font-bold text-brand-800">Parent Portal</p>
          <h1 className="text-3xl font-black sm:text-4xl">Welcome, {user.name}!</h1>
          <p className="max-w-3xl text-lg text-indigo-950">
            Follow your child&apos;s STAAR practice in math and reading, and cheer them on.
          </p>
        </section>
        <Family user={user} />
      </main>
    </div>
  );
}
