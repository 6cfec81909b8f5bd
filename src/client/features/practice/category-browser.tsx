import { BookOpenText, Calculator } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo } from 'react';
import type { Grade, Subject } from '../../../core/teks/teks-types';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { CategoryCard } from './category-card';
import { useMastery, useTeksCategories, type PracticeCard } from './practice-center-api';

const SUBJECT_TABS: { value: Subject; label: string; icon: typeof Calculator }[] = [
  { value: 'math', label: 'Math', icon: Calculator },
  { value: 'reading', label: 'Reading', icon: BookOpenText },
];

function DotLegend() {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base font-semibold text-indigo-900">
      <span className="font-bold">Your skill dots:</span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-green-600" /> Strong
      </span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-sun-400 ring-1 ring-yellow-700" />{' '}
        Getting there
      </span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-red-600" /> Needs practice
      </span>
    </p>
  );
}

function SubjectCards({
  grade,
  subject,
  onStart,
}: {
  grade: Grade;
  subject: Subject;
  onStart: (card: PracticeCard) => void;
}) {
  const categories = useTeksCategories(grade, subject);
  const mastery = useMastery(subject);
  const bySkill = useMemo(
    () => new Map((mastery.data?.skills ?? []).map((skill) => [skill.teksCode, skill])),
    [mastery.data],
  );

  if (categories.isPending) return <Spinner label="Loading the topics" />;
  if (!categories.data) {
    return (
      <div className="space-y-3 rounded-card border-2 border-red-200 bg-red-50 p-5">
        <p className="text-lg font-bold text-red-800">We couldn&apos;t load the topics.</p>
        <Button variant="outline" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {bySkill.size > 0 ? <DotLegend /> : null}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categories.data.categories.map((card, index) => (
          <CategoryCard
            key={card.name}
            card={card}
            index={index}
            mastery={bySkill}
            onStart={() => onStart(card)}
          />
        ))}
      </div>
    </div>
  );
}

interface CategoryBrowserProps {
  grade: Grade;
  subject: Subject;
  onSubjectChange: (subject: Subject) => void;
  onStart: (card: PracticeCard) => void;
}

/** The browse view: Math and Reading tabs, each with the grade's practice cards. */
export function CategoryBrowser({ grade, subject, onSubjectChange, onStart }: CategoryBrowserProps) {
  return (
    <Tabs.Root
      value={subject}
      onValueChange={(value) => onSubjectChange(value === 'reading' ? 'reading' : 'math')}
      className="space-y-6"
    >
      <Tabs.List aria-label="Subject" className="inline-flex gap-2 rounded-2xl bg-white p-1.5 shadow-md">
        {SUBJECT_TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex min-h-12 items-center gap-2 rounded-xl px-6 text-lg font-black text-indigo-900 transition-colors hover:bg-brand-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-md"
          >
            <Icon aria-hidden="true" className="size-6" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SUBJECT_TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value}>
          <SubjectCards grade={grade} subject={value} onStart={onStart} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
