import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BookOpen, Lock, LockOpen, Rocket, Sparkles, Star } from 'lucide-react';
import { useId } from 'react';
import type { ChapterView } from '../../../contracts/space';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { readableErrorMessage } from '../../lib/error-message';
import { CelebrationBurst } from './celebration-burst';
import { refreshSpace, unlockChapter } from './starspace-api';
import {
  CHAPTER_STATE_LABELS,
  finishPreviousText,
  requirementText,
  starPowerProgressText,
  type ChapterStatus,
} from './starspace-display';

interface ChapterCardProps {
  chapter: ChapterView;
  status: ChapterStatus;
  starPower: number;
  /** This chapter was unlocked a moment ago: the card celebrates. */
  justUnlocked: boolean;
  onOpen: (chapter: ChapterView) => void;
  onUnlocked: (chapterNumber: number) => void;
}

const STATE_PILLS = {
  unlocked: 'bg-green-100 text-green-900',
  unlockable: 'bg-sun-300 text-ink',
  locked: 'bg-indigo-100 text-indigo-900',
} as const;

/** The Unlock button of a chapter the server says may open now, with a celebration when it does. */
function UnlockButton({
  chapter,
  onUnlocked,
}: {
  chapter: ChapterView;
  onUnlocked: (chapterNumber: number) => void;
}) {
  const queryClient = useQueryClient();
  const unlock = useMutation({
    mutationFn: () => unlockChapter(chapter.id),
    onSuccess: (answer) => {
      refreshSpace(queryClient, answer.progress);
      onUnlocked(answer.unlockedChapter);
    },
  });
  return (
    <div className="space-y-3">
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        onClick={() => unlock.mutate()}
        disabled={unlock.isPending}
        aria-busy={unlock.isPending}
      >
        <LockOpen aria-hidden="true" />
        {unlock.isPending ? 'Unlocking…' : `Unlock Chapter ${chapter.chapterNumber}`}
      </Button>
      {unlock.isError ? (
        <AlertMessage>
          {readableErrorMessage(unlock.error, "We couldn't unlock this chapter. Please try again.")}
        </AlertMessage>
      ) : null}
    </div>
  );
}

/**
 * One chapter on the map, in one of three looks that also say their state in words (spec section 4):
 * open (bright; the whole card opens the chapter), ready to unlock (glowing), or locked (quiet, with
 * a bar of the StarPower still to earn).
 */
export function ChapterCard({
  chapter,
  status,
  starPower,
  justUnlocked,
  onOpen,
  onUnlocked,
}: ChapterCardProps) {
  const titleId = useId();
  const { state, completed, current, canUnlock } = status;
  const open = state === 'unlocked';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="chapter-card"
      data-chapter={chapter.chapterNumber}
      data-state={state}
      data-completed={completed}
      className={clsx(
        'relative flex h-full flex-col gap-3 rounded-card border-2 p-5 transition-shadow',
        open &&
          'border-indigo-200 bg-white shadow-lg shadow-indigo-900/10 focus-within:shadow-xl hover:shadow-xl',
        open && current && 'border-brand-500 ring-4 ring-brand-300',
        state === 'unlockable' && 'chapter-glow border-sun-400 bg-gradient-to-br from-sun-200 to-white',
        state === 'locked' && 'border-dashed border-indigo-200 bg-indigo-50',
      )}
    >
      {justUnlocked ? <CelebrationBurst reach={120} /> : null}

      <div className="flex items-start justify-between gap-3">
        <span
          className={clsx(
            'grid size-14 shrink-0 place-items-center rounded-full text-2xl font-black',
            open ? 'bg-indigo-700 text-white shadow-md' : 'bg-white text-indigo-900 ring-2 ring-indigo-200',
          )}
        >
          <span className="sr-only">Chapter </span>
          {chapter.chapterNumber}
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          {current ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-base font-black text-white">
              <Rocket aria-hidden="true" className="size-4" />
              You are here
            </span>
          ) : null}
          {completed ? (
            <span
              data-testid="chapter-completed"
              className="inline-flex items-center gap-1.5 rounded-full bg-sun-300 px-3 py-1 text-base font-black text-ink"
            >
              <Star aria-hidden="true" className="size-4 fill-brand-600 text-brand-700" />
              Completed
            </span>
          ) : null}
          <span
            data-testid="chapter-state"
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-black',
              STATE_PILLS[state],
            )}
          >
            {state === 'locked' ? <Lock aria-hidden="true" className="size-4" /> : null}
            {state === 'unlockable' ? <Sparkles aria-hidden="true" className="size-4" /> : null}
            {justUnlocked ? 'Unlocked!' : CHAPTER_STATE_LABELS[state]}
          </span>
        </div>
      </div>

      <div className="flex-1 space-y-1.5">
        <h3 id={titleId} className="text-xl leading-snug font-black text-ink sm:text-2xl">
          {chapter.title}
        </h3>
        <p className="text-base text-indigo-900 sm:text-lg">{chapter.description}</p>
        <p className="flex items-center gap-1.5 text-base font-bold text-indigo-900">
          <Star aria-hidden="true" className="size-4 fill-sun-400 text-brand-700" />
          {requirementText(chapter.starPowerRequired)}
        </p>
      </div>

      {open ? (
        // The button stretches over the whole card, so a tap anywhere on it opens the chapter.
        <Button
          size="lg"
          variant={current ? 'primary' : 'secondary'}
          className="w-full after:absolute after:inset-0 after:rounded-card after:content-['']"
          onClick={() => onOpen(chapter)}
        >
          <BookOpen aria-hidden="true" />
          Open Chapter {chapter.chapterNumber}
        </Button>
      ) : null}

      {state === 'unlockable' ? (
        canUnlock ? (
          <UnlockButton chapter={chapter} onUnlocked={onUnlocked} />
        ) : (
          <p className="rounded-2xl bg-white/90 p-3 text-base font-bold text-ink">
            {finishPreviousText(chapter.chapterNumber)}
          </p>
        )
      ) : null}

      {state === 'locked' ? (
        <div className="space-y-1.5">
          <ProgressBar
            value={starPower}
            max={chapter.starPowerRequired}
            label={`StarPower for chapter ${chapter.chapterNumber}`}
            valueText={starPowerProgressText(starPower, chapter.starPowerRequired)}
            fillClassName="bg-gradient-to-r from-sun-400 to-brand-500"
          />
          <p className="text-base font-bold text-indigo-900">
            {starPowerProgressText(starPower, chapter.starPowerRequired)}
          </p>
        </div>
      ) : null}
    </article>
  );
}
