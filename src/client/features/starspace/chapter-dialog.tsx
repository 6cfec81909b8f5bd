import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Gift, Play, Rocket, Star } from 'lucide-react';
import type { ChapterView, CharacterView, MissionView } from '../../../contracts/space';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { formatCount } from '../../lib/number-format';
import { readableErrorMessage } from '../../lib/error-message';
import { CharacterAvatar } from './character-avatar';
import { PlanetArt } from './planet-art';
import { refreshSpace, startMission } from './starspace-api';
import { SUBJECT_NAMES, charactersWithIds, missionSizeText } from './starspace-display';
import { StoryText } from './story-text';

interface ChapterDialogProps {
  /** The chapter shown, or null when the dialog is closed. */
  chapter: ChapterView | null;
  /** Its planet's place in the journey, for the picture. */
  planetOrder: number;
  completed: boolean;
  characters: readonly CharacterView[];
  onOpenChange: (open: boolean) => void;
  onStarted: (mission: MissionView, chapter: ChapterView) => void;
}

function SectionHeading({ icon: Icon, children }: { icon: typeof Gift; children: string }) {
  return (
    <h3 className="flex items-center gap-2 text-lg font-black tracking-wide text-brand-800 uppercase">
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </h3>
  );
}

/**
 * An open chapter (spec sections 2 and 4): its story in large type, the rewards, the mission and Start
 * Mission, which stays disabled while the start call is on its way. Starting refreshes the progress;
 * the page then closes the dialog and shows the mission.
 */
export function ChapterDialog({
  chapter,
  planetOrder,
  completed,
  characters,
  onOpenChange,
  onStarted,
}: ChapterDialogProps) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (chosen: ChapterView) => startMission(chosen.id),
    onSuccess: (answer, chosen) => {
      refreshSpace(queryClient, answer.progress);
      onStarted(answer.mission, chosen);
    },
  });
  const rewardCrew = chapter ? charactersWithIds(characters, chapter.rewards.characters) : [];

  return (
    <Dialog
      open={chapter !== null}
      onOpenChange={(open) => {
        if (start.isPending) return;
        if (!open) start.reset();
        onOpenChange(open);
      }}
    >
      {chapter ? (
        <DialogContent size="lg">
          <DialogHeader className="space-sky">
            <p className="flex items-center gap-2 text-base font-black text-sun-200">
              <PlanetArt order={planetOrder} className="size-9" />
              Chapter {chapter.chapterNumber} · {chapter.planet}
            </p>
            <DialogTitle className="text-white">{chapter.title}</DialogTitle>
            <DialogDescription className="text-lg">
              {/* The description's own colour is for light headers: this one is the night sky. */}
              <span className="text-indigo-50">{chapter.description}</span>
            </DialogDescription>
          </DialogHeader>
          {/* Focusable, so a keyboard can scroll a long story (it holds no control of its own). */}
          <DialogBody tabIndex={0} aria-label="Chapter story" className="space-y-6 pt-5">
            <section aria-label="Story" className="space-y-2">
              <SectionHeading icon={BookOpen}>The story</SectionHeading>
              <StoryText text={chapter.storyText} />
            </section>

            <section aria-label="Rewards" className="space-y-3" data-testid="chapter-rewards">
              <SectionHeading icon={Gift}>Rewards</SectionHeading>
              <ul className="flex flex-wrap gap-3">
                <li className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sun-300 px-4 py-1.5 text-lg font-black text-ink">
                  <Star aria-hidden="true" className="size-5 fill-brand-600 text-brand-700" />+
                  {formatCount(chapter.rewards.starPower)} StarPower
                </li>
                {rewardCrew.map((character) => (
                  <li
                    key={character.id}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-indigo-100 bg-white py-1 pr-4 pl-1 text-lg font-black text-ink"
                  >
                    <CharacterAvatar avatar={character.avatar} rarity={character.rarity} size="sm" />
                    {character.name}
                  </li>
                ))}
              </ul>
              {completed ? (
                <p className="text-base font-semibold text-indigo-900">
                  You finished this chapter! Play again to earn more stars.
                </p>
              ) : null}
            </section>

            <section
              aria-label="Mission"
              className="space-y-1 rounded-2xl border-2 border-indigo-100 bg-indigo-50 p-4"
              data-testid="chapter-mission"
            >
              <SectionHeading icon={Rocket}>Your mission</SectionHeading>
              <p className="text-xl font-black text-ink">{chapter.mission.title}</p>
              <p className="text-lg font-semibold text-indigo-900">
                {SUBJECT_NAMES[chapter.mission.subject]} ·{' '}
                {missionSizeText(chapter.mission.questionCount, chapter.mission.rightAnswersToPass)}
              </p>
            </section>

            {start.isError ? (
              <AlertMessage>
                {readableErrorMessage(start.error, "We couldn't start the mission. Please try again.")}
              </AlertMessage>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={start.isPending}>
                Not now
              </Button>
            </DialogClose>
            <Button
              onClick={() => start.mutate(chapter)}
              disabled={start.isPending}
              aria-busy={start.isPending}
            >
              <Play aria-hidden="true" />
              {start.isPending ? 'Starting…' : 'Start Mission'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
