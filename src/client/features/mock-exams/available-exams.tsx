import { BookOpenText, Calculator, ClipboardList, Clock, Gauge, Play, RotateCcw } from 'lucide-react';
import type { MockExam } from '../../../contracts/exams';
import type { Grade } from '../../../core/accounts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { DIFFICULTY_NAMES, questionsText } from './exam-display';
import { useMockExams } from './mock-exams-api';

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: React.ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-base font-bold text-indigo-900">
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </li>
  );
}

function ExamCard({ exam, onChoose }: { exam: MockExam; onChoose: () => void }) {
  const Icon = exam.subjectKey === 'math' ? Calculator : BookOpenText;
  const resuming = exam.activeAttemptId !== null;
  return (
    <Card
      data-testid="exam-card"
      data-exam-id={exam.id}
      className="flex flex-col gap-4 p-5"
      role="group"
      aria-labelledby={`exam-${exam.id}-title`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-100">
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
        </span>
        <div className="min-w-0">
          <p className="text-base font-bold text-brand-800">{exam.subject}</p>
          <h3 id={`exam-${exam.id}-title`} className="text-xl font-black text-ink sm:text-2xl">
            {exam.title}
          </h3>
        </div>
      </div>
      <p className="text-lg text-indigo-900">{exam.description}</p>
      <ul className="flex flex-wrap gap-2" aria-label="About this exam">
        <Fact icon={ClipboardList}>{questionsText(exam.totalQuestions)}</Fact>
        <Fact icon={Clock}>{exam.timeLimit} min</Fact>
        <Fact icon={Gauge}>{DIFFICULTY_NAMES[exam.difficulty]}</Fact>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
        <Button size="lg" variant={resuming ? 'sunny' : 'primary'} onClick={onChoose} className="px-6">
          {resuming ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
          {resuming ? 'Resume' : 'Start Exam'}
          <span className="sr-only">: {exam.title}</span>
        </Button>
        {resuming ? <p className="text-base font-bold text-indigo-900">You started this one.</p> : null}
      </div>
    </Card>
  );
}

/** The Available Exams tab: the grade's exams as cards (GET /api/mock-exams?grade=N). */
export function AvailableExams({ grade, onChoose }: { grade: Grade; onChoose: (exam: MockExam) => void }) {
  const exams = useMockExams(grade);
  if (exams.isPending) return <Spinner label="Loading the exams" />;
  if (!exams.data) {
    return (
      <Card className="space-y-3 border-red-200 bg-red-50">
        <p className="text-lg font-bold text-red-800">We couldn&apos;t load the exams.</p>
        <Button variant="outline" onClick={() => void exams.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (exams.data.length === 0) {
    return <p className="text-lg text-indigo-900">There are no exams for grade {grade} yet.</p>;
  }
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {exams.data.map((exam) => (
        <ExamCard key={exam.id} exam={exam} onChoose={() => onChoose(exam)} />
      ))}
    </div>
  );
}
