import { clsx } from 'clsx';
import { ArrowLeft, BookOpen, CircleCheck, Clock, History, Info, Target, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ExamAttempt } from '../../../contracts/exams';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { BAND_CLASSES, BAND_WORDS, durationText, durationWords, examMessage } from './exam-display';
import { QuestionReview } from './question-review';
import { DotKey, ResultsBreakdown } from './results-breakdown';

const STAT_BOX =
  'flex items-center justify-between gap-3 rounded-2xl border-4 px-4 py-3 sm:flex-col sm:justify-start sm:gap-1 sm:p-4';

interface ExamResultsProps {
  attempt: ExamAttempt;
  onBackToExams: () => void;
  onHistory: () => void;
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-2xl font-black">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * The results (spec sections 2 and 9): score and accuracy in their colour band, time spent, the
 * estimated STAAR level (an estimate, said plainly), the breakdown by reporting category and by TEKS,
 * up to 3 weakest categories to practise, and a review of every question.
 */
export function ExamResults({ attempt, onBackToExams, onHistory }: ExamResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [attempt.id]);
  const band = BAND_CLASSES[attempt.band];
  const total = attempt.exam.totalQuestions;

  return (
    <div className="space-y-6">
      <title>{`Results: ${attempt.exam.title} — StarPrep`}</title>
      <Button variant="ghost" onClick={onBackToExams}>
        <ArrowLeft aria-hidden="true" />
        Back to Mock Exams
      </Button>

      <Card className="space-y-6 bg-gradient-to-b from-sun-200 via-white to-white p-5 text-center sm:p-8">
        <div className="space-y-2">
          <Trophy aria-hidden="true" className="mx-auto size-12 fill-sun-300 text-brand-700 sm:size-14" />
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-black sm:text-4xl">
            {attempt.exam.title}: Results
          </h1>
          {attempt.status === 'expired' ? (
            <p className="text-lg font-bold text-indigo-900">
              Time ran out, so your exam was handed in for you.
            </p>
          ) : null}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div data-testid="exam-score" className={clsx(STAT_BOX, 'border-indigo-200 bg-indigo-50')}>
            <dt className="text-base font-bold text-indigo-900">Score</dt>
            <dd className="flex items-center gap-2 text-4xl font-black tabular-nums">
              <CircleCheck aria-hidden="true" className="size-9 text-green-700" />
              <span>
                {attempt.score}
                <span className="text-2xl text-indigo-900"> of {total}</span>
              </span>
            </dd>
          </div>
          <div
            data-testid="exam-accuracy"
            data-band={attempt.band}
            className={clsx(STAT_BOX, band.ring, band.tint)}
          >
            <dt className="text-base font-bold text-indigo-900">Accuracy</dt>
            <dd className={clsx('flex flex-col items-end sm:items-center', band.text)}>
              <span className="text-4xl font-black tabular-nums sm:text-5xl">{attempt.accuracy}%</span>
              <span className="text-base font-black">{BAND_WORDS[attempt.band]}</span>
            </dd>
          </div>
          <div data-testid="exam-time" className={clsx(STAT_BOX, 'border-indigo-200 bg-white')}>
            <dt className="text-base font-bold text-indigo-900">Time spent</dt>
            <dd className="flex items-center gap-2 text-3xl font-black tabular-nums">
              <Clock aria-hidden="true" className="size-8 text-brand-700" />
              <span aria-hidden="true">{durationText(attempt.timeSpent)}</span>
              <span className="sr-only">{durationWords(attempt.timeSpent)}</span>
            </dd>
          </div>
        </dl>
        <p className="text-xl font-extrabold text-ink sm:text-2xl">{examMessage(attempt.accuracy)}</p>
      </Card>

      <Card data-testid="performance-level" className="space-y-2 border-indigo-200 bg-indigo-50 p-4 sm:p-6">
        <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-indigo-900">
          <span className="rounded-full bg-indigo-700 px-3 py-0.5 text-base font-black text-white">
            Estimated
          </span>
          STAAR level
        </p>
        <p className="text-2xl font-black text-ink sm:text-3xl">{attempt.performanceLevel.label}</p>
        <p className="flex items-start gap-2 text-base text-indigo-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {attempt.performanceLevel.note}
        </p>
      </Card>

      {attempt.weakestCategories.length > 0 ? (
        <Section
          title="Practice these next"
          icon={<Target aria-hidden="true" className="size-7 text-brand-700" />}
        >
          <ul className="flex flex-wrap gap-2" data-testid="weakest-categories">
            {attempt.weakestCategories.map((name) => (
              <li
                key={name}
                className="rounded-full bg-brand-100 px-4 py-1.5 text-lg font-bold text-brand-900"
              >
                {name}
              </li>
            ))}
          </ul>
          <Link href="/practice" className={buttonClasses({ size: 'lg' })}>
            <BookOpen aria-hidden="true" />
            Go to Practice
          </Link>
        </Section>
      ) : null}

      <Section
        title="How you did by topic"
        icon={<Target aria-hidden="true" className="size-7 text-indigo-700" />}
      >
        <DotKey />
        <ResultsBreakdown
          label="Reporting categories"
          entries={attempt.categories.map((row) => ({
            ...row,
            key: String(row.reportingCategory),
            detail: `Category ${row.reportingCategory}`,
          }))}
        />
        <details className="rounded-2xl border-2 border-brand-100">
          <summary className="flex min-h-12 cursor-pointer items-center px-4 text-lg font-black hover:bg-brand-50">
            Skills (TEKS)
          </summary>
          <div className="px-4">
            <ResultsBreakdown
              label="TEKS skills"
              entries={attempt.teks.map((row) => ({
                ...row,
                key: row.teksCode,
                name: row.skillName,
                detail: `TEKS ${row.teksCode}`,
              }))}
            />
          </div>
        </details>
      </Section>

      <Section
        title="Check every question"
        icon={<CircleCheck aria-hidden="true" className="size-7 text-green-700" />}
      >
        <p className="text-base text-indigo-900">
          Open a question to see your answer, the right answer and how to solve it.
        </p>
        <QuestionReview review={attempt.review} />
      </Section>

      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onBackToExams}>
          <ArrowLeft aria-hidden="true" />
          Back to Mock Exams
        </Button>
        <Button size="lg" variant="outline" onClick={onHistory}>
          <History aria-hidden="true" />
          Exam History
        </Button>
      </div>
    </div>
  );
}
