import { useRef, useState } from 'react';
import type { ChapterView, CharacterView, MissionView, SpaceProgressView } from '../../../contracts/space';
import { toast } from '../../lib/use-toast';
import { ChapterDialog } from './chapter-dialog';
import { CrewDialog } from './crew-dialog';
import { PlanetSection } from './planet-section';
import { SpaceBanner } from './space-banner';
import { chapterStatus, groupChaptersByPlanet } from './starspace-display';

interface SpaceMapProps {
  chapters: readonly ChapterView[];
  characters: readonly CharacterView[];
  progress: SpaceProgressView;
  /** A chapter a finished mission just opened: its card celebrates when the map comes back. */
  celebrate: number | null;
  onMissionStarted: (mission: MissionView, chapter: ChapterView) => void;
}

/**
 * The StarSpace map (spec section 2): the banner, then the chapters planet by planet. Only an open
 * chapter opens its dialog (spec section 4); My Crew opens the characters.
 */
export function SpaceMap({ chapters, characters, progress, celebrate, onMissionStarted }: SpaceMapProps) {
  const [openChapterId, setOpenChapterId] = useState<string | null>(null);
  const [crewOpen, setCrewOpen] = useState(false);
  const [justUnlocked, setJustUnlocked] = useState<number | null>(celebrate);
  const crewButtonRef = useRef<HTMLButtonElement>(null);

  const groups = groupChaptersByPlanet(chapters);
  // The dialog reads the chapter from the list, so a refreshed list (its story) shows at once.
  const openChapter = chapters.find((chapter) => chapter.id === openChapterId) ?? null;
  const openStatus = openChapter ? chapterStatus(openChapter, progress) : null;
  const companion = characters.find((character) => character.id === progress.selectedCharacter) ?? null;

  const openIfUnlocked = (chapter: ChapterView) => {
    if (chapterStatus(chapter, progress).state === 'unlocked') setOpenChapterId(chapter.id);
  };

  const celebrateUnlock = (chapterNumber: number) => {
    setJustUnlocked(chapterNumber);
    toast({
      title: `Chapter ${chapterNumber} is open!`,
      description: 'Open it to read the next part of the story.',
    });
  };

  return (
    <div className="space-y-10">
      <title>StarSpace — StarPrep</title>
      <SpaceBanner
        starPower={progress.starPower}
        companion={companion}
        onOpenCrew={() => setCrewOpen(true)}
        crewButtonRef={crewButtonRef}
      />
      {groups.map((group) => (
        <PlanetSection
          key={group.planet}
          group={group}
          progress={progress}
          justUnlocked={justUnlocked}
          onOpen={openIfUnlocked}
          onUnlocked={celebrateUnlock}
        />
      ))}
      <ChapterDialog
        chapter={openStatus?.state === 'unlocked' ? openChapter : null}
        planetOrder={groups.find((group) => group.planet === openChapter?.planet)?.order ?? 0}
        completed={openStatus?.completed ?? false}
        characters={characters}
        onOpenChange={(open) => {
          if (!open) setOpenChapterId(null);
        }}
        onStarted={(mission, chapter) => {
          setOpenChapterId(null);
          onMissionStarted(mission, chapter);
        }}
      />
      <CrewDialog
        open={crewOpen}
        onOpenChange={setCrewOpen}
        characters={characters}
        progress={progress}
        returnFocusTo={crewButtonRef}
      />
    </div>
  );
}
