import { ClipboardList, History } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ExamAttempt, MockExam } from '../../../contracts/exams';
import type { User } from '../../../contracts/user';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { AvailableExams } from './available-exams';
import { ExamHistory } from './exam-history';
import { examsViewPath, parseExamsView, type ExamsTab, type ExamsView } from './exam-location';
import { ExamResults } from './exam-results';
import { ExamRoute } from './exam-route';
import { StartExamDialog } from './start-exam-dialog';
import { useExamAttempt } from './mock-exams-api';

const TAB_CLASSES =
  'inline-flex min-h-12 items-center gap-2 rounded-xl px-4 text-lg font-black text-indigo-900 transition-colors hover:bg-brand-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-md sm:px-6';

function ResultsRoute({
  attemptId,
  onBackToExams,
  onHistory,
}: {
  attemptId: string;
  onBackToExams: () => void;
  onHistory: () => void;
}) {
  const attempt = useExamAttempt(attemptId);
  if (attempt.isPending) return <Spinner label="Loading your results" />;
  if (!attempt.data) {
    return (
      <Card className="space-y-4">
        <p role="alert" className="text-xl font-bold text-red-800">
          We couldn&apos;t load these results.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void attempt.refetch()}>Try again</Button>
          <Button variant="outline" onClick={onBackToExams}>
            Back to Mock Exams
          </Button>
        </div>
      </Card>
    );
  }
  return <ExamResults attempt={attempt.data} onBackToExams={onBackToExams} onHistory={onHistory} />;
}

function ExamList({
  user,
  tab,
  onTab,
  onOpenResults,
  onStarted,
}: {
  user: User;
  tab: ExamsTab;
  onTab: (tab: ExamsTab) => void;
  onOpenResults: (attemptId: string) => void;
  onStarted: (examId: string, attemptId: string) => void;
}) {
  const [chosen, setChosen] = useState<MockExam | null>(null);
  return (
    <section aria-labelledby="mock-exams-title" className="space-y-6">
      <title>Mock Exams — StarPrep</title>
      <div className="space-y-1">
        <h1 id="mock-exams-title" className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
          <ClipboardList aria-hidden="true" className="size-9 shrink-0 text-brand-700" />
          Mock Exams
        </h1>
        <p className="text-lg text-indigo-900">
          Grade {user.grade} · Practice tests just like STAAR. Take your time and do your best!
        </p>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onTab(value === 'history' ? 'history' : 'available')}
        className="space-y-6"
      >
        <Tabs.List
          aria-label="Mock exams"
          className="inline-flex flex-wrap gap-2 rounded-2xl bg-white p-1.5 shadow-md"
        >
          <Tabs.Trigger value="available" className={TAB_CLASSES}>
            <ClipboardList aria-hidden="true" className="size-6" />
            Available Exams
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={TAB_CLASSES}>
            <History aria-hidden="true" className="size-6" />
            Exam History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="available">
          <AvailableExams grade={user.grade} onChoose={setChosen} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <ExamHistory onOpen={onOpenResults} />
        </Tabs.Content>
      </Tabs.Root>
      <StartExamDialog
        exam={chosen}
        onOpenChange={(open) => !open && setChosen(null)}
        onStarted={(session) => onStarted(session.examId, session.attemptId)}
      />
    </section>
  );
}

/**
 * /mock-exams (spec sections 2 and 4): the list with its two tabs and the start confirmation, the
 * timed exam, and the results. Which one shows is kept in the address (exam-location.ts).
 */
export function MockExamsPage() {
  const user = useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY }).data;
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = parseExamsView(search);

  const show = useCallback(
    (next: ExamsView, options: { replace?: boolean } = {}) => {
      navigate(examsViewPath(next), options);
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );
  const showResults = useCallback(
    (attempt: ExamAttempt) => show({ name: 'results', attemptId: attempt.id }, { replace: true }),
    [show],
  );
  const backToExams = useCallback(() => show({ name: 'list', tab: 'available' }), [show]);

  // Inside StudentScreen the user is always known; this guard is for types only.
  if (!user) return <Spinner />;

  switch (view.name) {
    case 'exam':
      return (
        <ExamRoute
          key={`${view.examId}/${view.attemptId}`}
          examId={view.examId}
          attemptId={view.attemptId}
          onAttemptChanged={(attemptId) => show({ ...view, attemptId }, { replace: true })}
          onFinished={showResults}
          onBack={backToExams}
        />
      );
    case 'results':
      return (
        <ResultsRoute
          key={view.attemptId}
          attemptId={view.attemptId}
          onBackToExams={backToExams}
          onHistory={() => show({ name: 'list', tab: 'history' })}
        />
      );
    case 'list':
      return (
        <ExamList
          user={user}
          tab={view.tab}
          onTab={(tab) => show({ name: 'list', tab }, { replace: true })}
          onOpenResults={(attemptId) => show({ name: 'results', attemptId })}
          onStarted={(examId, attemptId) => show({ name: 'exam', examId, attemptId })}
        />
      );
  }
}
