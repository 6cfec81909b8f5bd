import { useState } from 'react';
import { MissionScreen, type ActiveMission } from './mission-screen';
import { SpaceMap } from './space-map';
import { SpaceError, SpaceSkeleton } from './space-states';
import { useSpaceChapters, useSpaceCharacters, useSpaceProgress } from './starspace-api';
import './starspace.css';

/**
 * /starspace (spec sections 2 and 4, issue 9): the map of chapters and the crew, or the mission being
 * played. Everything shown comes from the server; the page only remembers which mission is on.
 */
export function StarSpacePage() {
  const chapters = useSpaceChapters();
  const characters = useSpaceCharacters();
  const progress = useSpaceProgress();
  const [active, setActive] = useState<ActiveMission | null>(null);
  const [celebrate, setCelebrate] = useState<number | null>(null);

  if (active) {
    return (
      <MissionScreen
        key={active.mission.id}
        active={active}
        characters={characters.data ?? []}
        onBackToMap={(opened) => {
          setCelebrate(opened[0] ?? null);
          setActive(null);
          window.scrollTo({ top: 0 });
        }}
        onRestarted={(mission) => {
          setActive({ mission, chapter: active.chapter, startedAt: Date.now() });
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  const queries = [chapters, characters, progress];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <SpaceError
        error={failed.error}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <SpaceSkeleton />;
  // A null answer means the session ended while here: the router shows the login screen next.
  if (!chapters.data || !characters.data || !progress.data) return null;

  return (
    <SpaceMap
      chapters={chapters.data}
      characters={characters.data}
      progress={progress.data}
      celebrate={celebrate}
      onMissionStarted={(mission, chapter) => {
        setCelebrate(null);
        setActive({ mission, chapter, startedAt: Date.now() });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
