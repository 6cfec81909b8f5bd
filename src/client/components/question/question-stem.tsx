import { useQuery } from '@tanstack/react-query';
import { BookOpenText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicItem } from '../../../core/items/item-types';
import type { PublicPassage } from '../../../core/reading/passage-types';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ItemVisual } from '../visuals/item-visual';
import { PassageView } from './passage-view';

/** The cache key of a passage; the default fetch turns it into GET /api/reading/passages/:passageId. */
export function passageQueryKey(passageId: string) {
  return ['/api/reading/passages', passageId] as const;
}

/**
 * The passage a reading question is about, in its own scrolling box (a keyboard can scroll it too:
 * it takes focus). Every question of the same passage shares one cached fetch.
 */
function PassagePanel({ passageId }: { passageId: string }) {
  const passage = useQuery<PublicPassage | null>({ queryKey: passageQueryKey(passageId) });
  const title = passage.data?.title;
  return (
    <section
      aria-label={title ? `Passage: ${title}` : 'Passage'}
      tabIndex={0}
      data-testid="passage-panel"
      className="max-h-[55dvh] overflow-y-auto rounded-2xl border-2 border-sun-400 bg-sun-200/30 p-3 sm:p-5 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-6rem)]"
    >
      <p className="mb-3 flex items-center gap-2 text-base font-black tracking-wide text-brand-800 uppercase">
        <BookOpenText aria-hidden="true" className="size-5" />
        Read this
      </p>
      {passage.isPending ? <Spinner label="Loading the passage" /> : null}
      {passage.data ? <PassageView passage={passage.data} /> : null}
      {passage.isError || passage.data === null ? (
        <div className="space-y-3">
          <p className="text-lg font-bold text-red-800">We couldn&apos;t load the passage.</p>
          <Button variant="outline" onClick={() => void passage.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The question's words and picture, without the answer area. */
function StemAndVisual({ item }: { item: PublicItem }) {
  return (
    <div className="space-y-4">
      <p data-testid="question-stem" className="text-xl leading-relaxed font-bold text-ink sm:text-2xl">
        {item.stem}
      </p>
      {item.visual ? (
        <div className="rounded-2xl border-2 border-indigo-100 bg-white p-3 sm:p-4">
          <ItemVisual visual={item.visual} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A question as the student reads it: the stem in large type, its visual, and for a reading question
 * the passage in a scrolling panel (above on phones, beside the question from 1024 px). Pass the
 * answer area as `children`: it then sits in the question's column next to a passage, and beside a
 * picture from 1024 px.
 */
export function QuestionStem({ item, children }: { item: PublicItem; children?: ReactNode }) {
  if (!item.passageId) {
    // With a picture, the answer area sits beside it on a laptop, so a 768 px high screen shows both.
    const sideBySide = item.visual !== undefined && children !== undefined;
    return (
      <div className={sideBySide ? 'grid gap-5 lg:grid-cols-2 lg:items-start' : 'space-y-5'}>
        <StemAndVisual item={item} />
        {sideBySide ? <div className="min-w-0 space-y-5">{children}</div> : children}
      </div>
    );
  }
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <PassagePanel passageId={item.passageId} />
      <div className="min-w-0 space-y-5">
        <StemAndVisual item={item} />
        {children}
      </div>
    </div>
  );
}
