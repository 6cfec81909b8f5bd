import { useState } from 'react';
import type { ChapterView, CharacterView, MissionResult, MissionView } from '../../../contracts/space';
import { MissionResultView } from './mission-result';
import { MissionRunner } from './mission-runner';

/** The mission being played. It lives in the page's state only: a reload goes back to the map. */
export interface ActiveMission {
  mission: MissionView;
  chapter: ChapterView;
  /** Date.now() when it started, for the minutes sent at the end. */
  startedAt: number;
}

interface MissionScreenProps {
  active: ActiveMission;
  characters: readonly CharacterView[];
  /** Back to the map, with the chapters the mission opened (none when left early). */
  onBackToMap: (openedChapters: readonly number[]) => void;
  onRestarted: (mission: MissionView) => void;
}

/** A mission's questions, then its result. Give it a new `key` for a new mission. */
export function MissionScreen({ active, characters, onBackToMap, onRestarted }: MissionScreenProps) {
  const [result, setResult] = useState<MissionResult | null>(null);
  if (result) {
    return (
      <MissionResultView
        result={result}
        chapter={active.chapter}
        characters={characters}
        onBackToMap={() => onBackToMap(result.newlyUnlockedChapters)}
        onRestarted={onRestarted}
      />
    );
  }
  return (
    <MissionRunner
      mission={active.mission}
      chapter={active.chapter}
      startedAt={active.startedAt}
      onFinished={(finished) => {
        setResult(finished);
        window.scrollTo({ top: 0 });
      }}
      onLeave={() => onBackToMap([])}
    />
  );
}
