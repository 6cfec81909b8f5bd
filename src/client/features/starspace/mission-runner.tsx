import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Radio } from 'lucide-react';
import { useRef } from 'react';
import type { ChapterView, MissionResult, MissionView } from '../../../contracts/space';
import { QuestionSetStep } from '../../components/question/question-set-step';
import { useQuestionSet } from '../../components/question/use-question-set';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import { minutesBetween } from '../../lib/elapsed-time';
import { completeMission, refreshSignedInUser, refreshSpace } from './starspace-api';
import { SUBJECT_NAMES, missionProgressText } from './starspace-display';

interface MissionRunnerProps {
  mission: MissionView;
  chapter: ChapterView;
  /** When the mission started (Date.now()), for the minutes sent at the end. */
  startedAt: number;
  onFinished: (result: MissionResult) => void;
  onLeave: () => void;
}

/**
 * A mission (spec section 4, issue 9): the briefing, then one question at a time under its story line.
 * Each answer is graded by the server as in a practice set (POST /api/practice/answer with the mission
 * as the set); Finish Mission asks the server for the verdict and the rewards.
 */
export function MissionRunner({ mission, chapter, startedAt, onFinished, onLeave }: MissionRunnerProps) {
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The mission's title first, so the briefing is read, then each question's heading.
  const set = useQuestionSet(
    mission.id,
    mission.questions,
    startedAt,
    (index) => (index === 0 ? titleRef : headingRef).current,
  );
  const { index, count, question, responses } = set;

  const finish = useMutation({
    // Every answer was graded one by one; sending them again costs nothing and covers a lost one.
    mutationFn: () =>
      completeMission(mission.id, { answers: responses, timeSpent: minutesBetween(startedAt, Date.now()) }),
    onSuccess: (completed) => {
      refreshSpace(queryClient, completed.progress);
      // StarPower (and a first companion) show in the header at once.
      refreshSignedInUser(queryClient);
      onFinished(completed.result);
    },
  });

  return (
    <div className="space-y-5">
      <title>{`${mission.title} — StarSpace — StarPrep`}</title>
      <section
        aria-labelledby="mission-title"
        className="space-sky space-y-3 rounded-card p-4 shadow-xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-black text-sun-200 sm:text-base">
              Chapter {chapter.chapterNumber}
              <span className="hidden sm:inline"> · {chapter.planet}</span> · {SUBJECT_NAMES[mission.subject]}{' '}
              mission
            </p>
            <h1
              ref={titleRef}
              tabIndex={-1}
              id="mission-title"
              className="text-2xl leading-tight font-black sm:text-4xl"
            >
              {mission.title}
            </h1>
          </div>
          <Button
            variant="outline"
            size="compact"
            onClick={onLeave}
            disabled={finish.isPending}
            className="shrink-0 border-white/60 bg-white/10 text-white hover:border-white hover:bg-white/20"
          >
            <ArrowLeft aria-hidden="true" />
            Leave<span className="sr-only sm:not-sr-only"> mission</span>
          </Button>
        </div>
        {index === 0 ? (
          <p
            data-testid="mission-briefing"
            className="max-w-3xl text-base font-semibold text-indigo-50 sm:text-xl"
          >
            {mission.briefing}
          </p>
        ) : null}
        <ProgressBar
          value={index + 1}
          max={count}
          label="Mission progress"
          valueText={missionProgressText(index, count)}
          fillClassName="bg-gradient-to-r from-sun-300 to-brand-500"
        />
      </section>

      <Card className="space-y-5 p-4 sm:p-6">
        <h2
          ref={headingRef}
          tabIndex={-1}
          data-testid="question-progress"
          className="text-2xl font-black text-brand-800"
        >
          {missionProgressText(index, count)}
        </h2>
        <p
          data-testid="mission-beat"
          className="flex items-start gap-3 rounded-2xl border-2 border-indigo-200 bg-indigo-50 p-4 text-lg font-bold text-ink sm:text-xl"
        >
          <Radio aria-hidden="true" className="mt-1 size-6 shrink-0 text-indigo-700" />
          <span>{question.beat}</span>
        </p>

        <QuestionSetStep
          set={set}
          finish={{
            label: 'Finish Mission',
            onFinish: () => finish.mutate(),
            isPending: finish.isPending,
            error: finish.error,
            failureText: "We couldn't finish the mission. Please try again.",
          }}
        />
      </Card>
    </div>
  );
}
