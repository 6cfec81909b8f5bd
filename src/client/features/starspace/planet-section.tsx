import { useId } from 'react';
import type { ChapterView, SpaceProgressView } from '../../../contracts/space';
import { ChapterCard } from './chapter-card';
import { PlanetArt } from './planet-art';
import { chapterStatus, type PlanetGroup } from './starspace-display';

interface PlanetSectionProps {
  group: PlanetGroup;
  progress: SpaceProgressView;
  justUnlocked: number | null;
  onOpen: (chapter: ChapterView) => void;
  onUnlocked: (chapterNumber: number) => void;
}

/** "Chapters 1–3": which part of the journey a planet is. */
function chapterRange(chapters: readonly ChapterView[]): string {
  const first = chapters[0]?.chapterNumber;
  const last = chapters[chapters.length - 1]?.chapterNumber;
  if (first === undefined || last === undefined) return '';
  return first === last ? `Chapter ${first}` : `Chapters ${first}–${last}`;
}

/** One planet of the map: its picture and name, then its chapters in order. */
export function PlanetSection({ group, progress, justUnlocked, onOpen, onUnlocked }: PlanetSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="planet-section" className="space-y-4">
      <div className="flex items-center gap-4">
        <PlanetArt order={group.order} className="size-16 sm:size-20" />
        <div>
          <h2 id={headingId} className="text-2xl font-black text-ink sm:text-3xl">
            {group.planet}
          </h2>
          <p className="text-base font-bold text-indigo-900">
            Stop {group.order + 1} · {chapterRange(group.chapters)}
          </p>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {group.chapters.map((chapter) => (
          <li key={chapter.id}>
            <ChapterCard
              chapter={chapter}
              status={chapterStatus(chapter, progress)}
              starPower={progress.starPower}
              justUnlocked={justUnlocked === chapter.chapterNumber}
              onOpen={onOpen}
              onUnlocked={onUnlocked}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
