import { BookOpen, Calculator, LoaderCircle, Sparkles, WandSparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { GRADES, type Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import type { StudyPlanView } from '../../../contracts/study-plans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/use-toast';
import { ChoiceTile } from './choice-tile';
import { planFormProblem, todayInputValue, type PlanFormField } from './study-plan-form-rules';
import { useGeneratePlan } from './use-generate-plan';

const GRADE_LABELS: Record<Grade, string> = { 3: '3rd Grade', 4: '4th Grade', 5: '5th Grade' };
const SUBJECT_CHOICES = [
  { value: 'math', label: 'Mathematics', icon: Calculator },
  { value: 'reading', label: 'Reading', icon: BookOpen },
] as const satisfies readonly { value: Subject; label: string; icon: typeof Calculator }[];

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Each control is named after its field, so the form finds the one to fix without refs. */
function focusField(form: HTMLFormElement, field: PlanFormField): void {
  const control = form.elements.namedItem(field);
  // A radio group answers with a list of its radios: the chosen one, or else the first.
  const target =
    control instanceof RadioNodeList
      ? ([...control].find((radio) => radio instanceof HTMLInputElement && radio.checked) ?? control[0])
      : control;
  if (target instanceof HTMLElement) target.focus();
}

interface GeneratePlanFormProps {
  userId: string;
  /** The student's own grade: the form starts on it. */
  defaultGrade: Grade;
  /** When the page opened: the date input's earliest day is this day. */
  now: Date;
  onGenerated: (plan: StudyPlanView) => void;
}

/**
 * "Generate New Plan" (spec sections 2, 4 and 5). The spec's toasts tell what is wrong; focus also
 * goes to the field to fix, so a keyboard or screen-reader user lands right where the toast points.
 */
export function GeneratePlanForm({ userId, defaultGrade, now, onGenerated }: GeneratePlanFormProps) {
  const dateId = useId();
  const hintId = `${dateId}-hint`;
  const [staarTestDate, setStaarTestDate] = useState('');
  const [grade, setGrade] = useState<Grade | null>(defaultGrade);
  const [subject, setSubject] = useState<Subject | null>(null);
  const generate = useGeneratePlan(userId, onGenerated);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generate.isPending) return;
    const problem = planFormProblem({ staarTestDate, grade, subject }, new Date());
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      focusField(event.currentTarget, problem.field);
      return;
    }
    if (grade === null || subject === null) return;
    generate.mutate({ staarTestDate, grade, subject });
  };

  return (
    <Card className="space-y-5 max-sm:p-4" role="region" aria-labelledby={`${dateId}-title`}>
      <div className="space-y-1">
        <h2 id={`${dateId}-title`} className="flex items-center gap-2 text-2xl font-black">
          <WandSparkles aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          Generate New Plan
        </h2>
        <p className="text-base text-indigo-900">
          Tell us your test day, grade and subject. We&apos;ll plan every week until STAAR from your own
          practice.
        </p>
      </div>
      {/* noValidate: the spec's toasts explain a problem, not the browser's bubbles. */}
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        <div className="space-y-2">
          <label htmlFor={dateId} className="block text-lg font-bold">
            STAAR Test Date
          </label>
          <input
            id={dateId}
            name="staarTestDate"
            type="date"
            value={staarTestDate}
            min={todayInputValue(now)}
            onChange={(event) => setStaarTestDate(event.target.value)}
            aria-describedby={hintId}
            className="block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink focus-visible:border-focus"
          />
          <p id={hintId} className="text-base text-indigo-900">
            Not sure? Ask your teacher or a parent.
          </p>
        </div>

        <ChoiceGroup legend="Grade Level">
          <div className="grid grid-cols-3 gap-2">
            {GRADES.map((value) => (
              <ChoiceTile
                key={value}
                name="grade"
                value={String(value)}
                checked={grade === value}
                onChange={() => setGrade(value)}
                label={GRADE_LABELS[value]}
              />
            ))}
          </div>
        </ChoiceGroup>

        <ChoiceGroup legend="Subject">
          <div className="grid grid-cols-2 gap-2">
            {SUBJECT_CHOICES.map((choice) => (
              <ChoiceTile
                key={choice.value}
                name="subject"
                value={choice.value}
                checked={subject === choice.value}
                onChange={() => setSubject(choice.value)}
                label={choice.label}
                icon={choice.icon}
              />
            ))}
          </div>
        </ChoiceGroup>

        <Button
          type="submit"
          size="lg"
          className="w-full max-sm:px-3 max-sm:text-lg"
          disabled={generate.isPending}
          aria-busy={generate.isPending}
        >
          {generate.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generate.isPending ? 'Generating...' : 'Generate AI Study Plan'}
        </Button>
      </form>
    </Card>
  );
}
