import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, GraduationCap } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../../contracts/user';
import type { Subject } from '../../../core/teks/teks-types';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { CategoryBrowser } from './category-browser';
import { useTeksCategories, type PracticeCard } from './practice-center-api';
import { PracticeQuestionView } from './practice-question-view';
import { usePracticeRun, type ChosenCard, type PracticeRun } from './use-practice-run';

/** The skill names of the grade's codes, for the TEKS badge of any question served. */
function useSkillNames(user: User, subject: Subject): ReadonlyMap<string, string> {
  const categories = useTeksCategories(user.grade, subject);
  return useMemo(
    () =>
      new Map(
        (categories.data?.categories ?? []).flatMap((card) =>
          card.skills.map((skill) => [skill.code, skill.skillName] as const),
        ),
      ),
    [categories.data],
  );
}

function chosenCard(user: User, card: PracticeCard): ChosenCard {
  return { grade: user.grade, subject: card.subject, name: card.name, codes: card.availableCodes };
}

function RunView({
  run,
  skillNames,
  onBack,
  onNext,
  onSimilar,
}: {
  run: PracticeRun;
  skillNames: ReadonlyMap<string, string>;
  onBack: () => void;
  onNext: () => void;
  onSimilar: () => void;
}) {
  return (
    <section aria-labelledby="practice-title" className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <div>
          <p className="text-base font-bold text-brand-800">
            {run.card.subject === 'math' ? 'Math' : 'Reading'} practice
          </p>
          <h1 id="practice-title" className="text-2xl font-black text-ink sm:text-3xl">
            {run.card.name}
          </h1>
        </div>
      </div>
      {run.phase === 'loading' ? (
        <Card className="flex flex-col items-center gap-2 py-10">
          <Spinner label="Getting your question ready" className="p-2" />
          <p aria-hidden="true" className="text-lg font-bold text-indigo-900">
            Getting your question ready…
          </p>
        </Card>
      ) : null}
      {run.phase === 'unavailable' ? (
        <Card className="space-y-4">
          <p role="status" className="text-xl font-bold text-ink">
            There are no questions here right now. Please pick another topic!
          </p>
          <Button onClick={onBack}>Pick a topic</Button>
        </Card>
      ) : null}
      {run.phase === 'question' ? (
        <PracticeQuestionView
          key={`${run.question.number}-${run.question.item.id}`}
          question={run.question}
          sessionId={run.sessionId}
          totalQuestions={run.totalQuestions}
          skillName={skillNames.get(run.question.item.teksCode)}
          onNext={onNext}
          onSimilar={onSimilar}
        />
      ) : null}
    </section>
  );
}

/**
 * The Practice Center (spec sections 2 and 4): browse the grade's cards under Math and Reading, then
 * practise one card's fresh session question by question; Back returns to the same tab.
 */
export function PracticePage() {
  const user = useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY }).data;
  const [subject, setSubject] = useState<Subject>('math');
  const { run, start, next, similar, back } = usePracticeRun();
  const browseHeading = useRef<HTMLHeadingElement>(null);
  const wasRunning = useRef(false);

  // Coming back from a question puts focus on the page heading, as on a fresh page.
  useEffect(() => {
    if (run === null && wasRunning.current) browseHeading.current?.focus();
    wasRunning.current = run !== null;
  }, [run]);

  // Inside StudentScreen the user is always known; this guard is for types only.
  if (!user) return <Spinner />;
  return (
    <>
      <title>Practice Center — StarPrep</title>
      {run ? (
        <PracticeRunView user={user} run={run} onBack={back} onNext={next} onSimilar={similar} />
      ) : (
        <section aria-labelledby="practice-center-title" className="space-y-6">
          <div className="space-y-2">
            <h1
              id="practice-center-title"
              ref={browseHeading}
              tabIndex={-1}
              className="text-3xl font-black text-ink sm:text-4xl"
            >
              Practice Center
            </h1>
            <p className="flex flex-wrap items-center gap-3 text-lg text-indigo-900">
              <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-bold shadow-sm">
                <GraduationCap aria-hidden="true" className="size-5 text-brand-700" />
                Grade {user.grade}
              </span>
              Pick a topic. Answer questions. Earn StarPower!
            </p>
          </div>
          <CategoryBrowser
            grade={user.grade}
            subject={subject}
            onSubjectChange={setSubject}
            onStart={(card) => start(chosenCard(user, card))}
          />
        </section>
      )}
    </>
  );
}

function PracticeRunView({
  user,
  run,
  onBack,
  onNext,
  onSimilar,
}: {
  user: User;
  run: PracticeRun;
  onBack: () => void;
  onNext: (current: Extract<PracticeRun, { phase: 'question' }>) => void;
  onSimilar: (current: Extract<PracticeRun, { phase: 'question' }>) => void;
}) {
  const skillNames = useSkillNames(user, run.card.subject);
  return (
    <RunView
      run={run}
      skillNames={skillNames}
      onBack={onBack}
      onNext={() => run.phase === 'question' && onNext(run)}
      onSimilar={() => run.phase === 'question' && onSimilar(run)}
    />
  );
}
