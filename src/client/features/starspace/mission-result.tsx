import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Map as MapIcon, PartyPopper, RotateCcw, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChapterView, CharacterView, MissionResult, MissionView } from '../../../contracts/space';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCount } from '../../lib/number-format';
import { readableErrorMessage } from '../../lib/error-message';
import { CelebrationBurst } from './celebration-burst';
import { CharacterAvatar } from './character-avatar';
import { refreshSpace, startMission } from './starspace-api';
import {
  RARITY_LABELS,
  charactersWithIds,
  missionScoreText,
  missionStarPower,
  openedChaptersText,
} from './starspace-display';
import { StoryText } from './story-text';

interface MissionResultViewProps {
  result: MissionResult;
  chapter: ChapterView;
  characters: readonly CharacterView[];
  onBackToMap: () => void;
  onRestarted: (mission: MissionView) => void;
}

/** The StarPower a mission paid, with where it came from. */
function StarPowerEarned({ result }: { result: MissionResult }) {
  const total = missionStarPower(result);
  return (
    <div
      data-testid="mission-star-power"
      className="space-y-1 rounded-2xl border-4 border-sun-400 bg-sun-200/60 p-4 text-center"
    >
      <p className="flex items-center justify-center gap-2 text-3xl font-black text-ink sm:text-4xl">
        <Star aria-hidden="true" className="size-9 fill-sun-400 text-brand-700" />+{formatCount(total)}{' '}
        StarPower
      </p>
      {result.chapterStarPower > 0 ? (
        <p className="text-base font-bold text-indigo-900">
          {formatCount(result.starsEarned)} for your answers + {formatCount(result.chapterStarPower)} chapter
          reward
        </p>
      ) : (
        <p className="text-base font-bold text-indigo-900">for your answers</p>
      )}
    </div>
  );
}

function NewCrew({ crew }: { crew: readonly CharacterView[] }) {
  if (crew.length === 0) return null;
  return (
    <section aria-labelledby="new-crew-title" data-testid="new-crew" className="space-y-3">
      <h2 id="new-crew-title" className="text-2xl font-black text-ink">
        {crew.length === 1 ? 'A new crew member!' : 'New crew members!'}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {crew.map((character) => (
          <li
            key={character.id}
            className="flex items-center gap-3 rounded-2xl border-2 border-indigo-100 bg-white p-3 text-left"
          >
            <CharacterAvatar avatar={character.avatar} rarity={character.rarity} size="lg" />
            <div>
              <p className="text-xl font-black text-ink">{character.name}</p>
              <p className="text-base font-bold text-indigo-900">{RARITY_LABELS[character.rarity]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The end of a mission, from the server's verdict: a passed one celebrates (the story's ending, the
 * StarPower, the new crew and any chapter it opened); a missed one is kind, shows the score against
 * the pass mark and offers Try again.
 */
export function MissionResultView({
  result,
  chapter,
  characters,
  onBackToMap,
  onRestarted,
}: MissionResultViewProps) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const retry = useMutation({
    mutationFn: () => startMission(chapter.id),
    onSuccess: (answer) => {
      refreshSpace(queryClient, answer.progress);
      onRestarted(answer.mission);
    },
  });

  const opened = openedChaptersText(result.newlyUnlockedChapters);
  const newCrew = charactersWithIds(characters, result.newCharacters);

  return (
    <Card
      data-testid="mission-result"
      data-passed={result.passed}
      className={clsx(
        'relative mx-auto max-w-3xl space-y-6 overflow-hidden p-5 text-center sm:p-10',
        result.passed
          ? 'bg-gradient-to-b from-sun-200 via-white to-white'
          : 'bg-gradient-to-b from-indigo-50 to-white',
      )}
    >
      <title>{`${result.passed ? 'Mission complete!' : 'Almost there!'} — StarSpace — StarPrep`}</title>
      {result.passed ? <CelebrationBurst count={18} reach={220} top="5rem" /> : null}
      <div className="space-y-2">
        <p aria-hidden="true" className={clsx('text-6xl sm:text-7xl', result.passed && 'space-liftoff')}>
          {result.passed ? '🚀' : '🛰️'}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-black sm:text-4xl">
          {result.passed ? 'Mission complete!' : 'Almost there!'}
        </h1>
        <p data-testid="mission-score" className="text-xl font-black text-indigo-900 sm:text-2xl">
          {missionScoreText(result)}
        </p>
      </div>

      {opened ? (
        <p
          data-testid="chapter-opened"
          className="flex items-center justify-center gap-2 rounded-2xl bg-green-100 p-4 text-2xl font-black text-green-900"
        >
          <PartyPopper aria-hidden="true" className="size-7 shrink-0" />
          {opened}
        </p>
      ) : null}

      <StoryText text={result.storyText} className="text-left" />

      {missionStarPower(result) > 0 ? <StarPowerEarned result={result} /> : null}

      <NewCrew crew={newCrew} />

      {retry.isError ? (
        <AlertMessage className="text-left">
          {readableErrorMessage(retry.error, "We couldn't restart the mission. Please try again.")}
        </AlertMessage>
      ) : null}

      <div className="flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button
          size="lg"
          variant={result.passed ? 'primary' : 'outline'}
          onClick={onBackToMap}
          disabled={retry.isPending}
        >
          <MapIcon aria-hidden="true" />
          Back to the map
        </Button>
        {result.passed ? null : (
          <Button
            size="lg"
            onClick={() => retry.mutate()}
            disabled={retry.isPending}
            aria-busy={retry.isPending}
          >
            <RotateCcw aria-hidden="true" />
            {retry.isPending ? 'Starting…' : 'Try again'}
          </Button>
        )}
      </div>
    </Card>
  );
}
