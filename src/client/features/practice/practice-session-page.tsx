import { Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import type { StartPracticeResponse, SubmitPracticeResponse } from '../../../contracts/practice';
import { Spinner } from '../../components/ui/spinner';
import { AssignmentBanner, AssignmentStart } from './assignment-start';
import { useSignedInUser } from './practice-session-api';
import { PracticeSessionComplete } from './practice-session-complete';
import { PracticeSessionHistory } from './practice-session-history';
import type { PracticeSettings } from './practice-session-logic';
import { assignmentFromQuery, settingsFromQuery } from './practice-session-query';
import { PracticeSessionRunner } from './practice-session-runner';
import { PracticeSessionSettings } from './practice-session-settings';

/** Spec section 4: settings, then one question after another, then the completion screen. */
type Stage =
  | { name: 'settings' }
  | { name: 'assignment' }
  | { name: 'questions'; session: StartPracticeResponse; startedAt: number }
  | { name: 'complete'; session: StartPracticeResponse; result: SubmitPracticeResponse };

/**
 * /practice-session: a set of 15 (mixed) or 10 questions, graded by the server, then a score. With
 * "?assignment=<id>" (issue 11) the teacher's assignment is started instead of the settings step, and
 * Practice Again deals a new set of the same assignment.
 */
export function PracticeSessionPage() {
  const user = useSignedInUser();
  const search = useSearch();
  const [assignmentId] = useState(() => assignmentFromQuery(search));
  const [stage, setStage] = useState<Stage>(() =>
    assignmentId ? { name: 'assignment' } : { name: 'settings' },
  );
  // First from the address (links from the dashboard and analytics), then kept across sets, so
  // Practice Again starts from what the student chose last time.
  const [settings, setSettings] = useState<PracticeSettings>(() => settingsFromQuery(search));

  const show = (next: Stage) => {
    setStage(next);
    window.scrollTo({ top: 0 });
  };
  const assignmentStarted = useCallback((session: StartPracticeResponse) => {
    setStage({ name: 'questions', session, startedAt: Date.now() });
    window.scrollTo({ top: 0 });
  }, []);

  if (!user) return <Spinner />;

  return (
    <>
      <title>Practice Session — StarPrep</title>
      {stage.name === 'settings' ? (
        <div className="space-y-6">
          <div className="space-y-1">
            <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
              <Sparkles aria-hidden="true" className="size-9 shrink-0 fill-sun-300 text-brand-700" />
              Practice Session
            </h1>
            <p className="text-lg text-indigo-900">
              Grade {user.grade} · Answer each question, then see your score and stars!
            </p>
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <PracticeSessionSettings
              grade={user.grade}
              settings={settings}
              onSettingsChange={setSettings}
              onStarted={(session) => show({ name: 'questions', session, startedAt: Date.now() })}
            />
            <PracticeSessionHistory />
          </div>
        </div>
      ) : null}
      {stage.name !== 'settings' && assignmentId ? (
        <div className="mb-4">
          <AssignmentBanner assignmentId={assignmentId} />
        </div>
      ) : null}
      {stage.name === 'assignment' && assignmentId ? (
        <AssignmentStart assignmentId={assignmentId} onStarted={assignmentStarted} />
      ) : null}
      {stage.name === 'questions' ? (
        <PracticeSessionRunner
          key={stage.session.id}
          session={stage.session}
          startedAt={stage.startedAt}
          onFinished={(result) => show({ name: 'complete', session: stage.session, result })}
        />
      ) : null}
      {stage.name === 'complete' ? (
        <PracticeSessionComplete
          session={stage.session}
          result={stage.result}
          onPracticeAgain={() => show(assignmentId ? { name: 'assignment' } : { name: 'settings' })}
        />
      ) : null}
    </>
  );
}
