import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BookOpen, Calculator, Play, Shuffle, Target, TrendingUp, type LucideIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import type { Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import type { PracticeMode, StartPracticeResponse } from '../../../contracts/practice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/use-toast';
import { startPractice, useTeksCategories } from './practice-session-api';
import {
  PRACTICE_MODE_OPTIONS,
  SUBJECT_NAMES,
  buildStartRequest,
  practiceModeTitle,
  settingsProblem,
  type PracticeSettings,
} from './practice-session-logic';
import { findSkill, skillGroups, skillLabel } from './practice-session-skills';

const SUBJECT_ICONS: Record<Subject, LucideIcon> = { math: Calculator, reading: BookOpen };
const MODE_ICONS: Record<PracticeMode, LucideIcon> = {
  mixed: Shuffle,
  'specific-teks': Target,
  'weak-skills': TrendingUp,
};

interface ChoiceCardProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  icon: LucideIcon;
  title: string;
  description?: string;
  tile?: boolean;
}

/** One big card of a radio group: Tab reaches the group, the arrow keys choose. */
function ChoiceCard({ name, checked, onChange, icon: Icon, title, description, tile }: ChoiceCardProps) {
  const id = useId();
  return (
    <label
      className={clsx(
        'relative flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-4 p-3 transition-colors sm:p-4',
        // A tile puts the icon above its word, so two fit side by side on a phone.
        tile && 'flex-col justify-center text-center sm:flex-row sm:justify-start sm:text-left',
        'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
        checked
          ? 'border-brand-600 bg-brand-100 shadow-md'
          : 'border-brand-100 bg-white hover:border-brand-300 hover:bg-brand-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
      />
      <span
        className={clsx(
          'grid size-12 shrink-0 place-items-center rounded-full',
          checked ? 'bg-brand-700 text-white' : 'bg-sun-200 text-brand-800',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block text-lg font-extrabold sm:text-xl">
          {title}
        </span>
        {description ? (
          <span id={`${id}-description`} className="block text-base text-indigo-900">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

function StepNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-700 text-lg font-black text-white"
    >
      {number}
    </span>
  );
}

function Step({ number, legend, children }: { number: number; legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 flex items-center gap-3 text-xl font-extrabold">
        <StepNumber number={number} />
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** The TEKS skills of the student's grade and subject that have questions now, grouped by card. */
function SkillPicker(props: {
  grade: Grade;
  subject: Subject;
  value: string | null;
  onChange: (code: string) => void;
  describedBy: string | undefined;
}) {
  const triggerId = useId();
  const categories = useTeksCategories(props.grade, props.subject);
  const groups = categories.data ? skillGroups(categories.data) : [];

  return (
    <div className="space-y-3">
      <label htmlFor={triggerId} className="flex items-center gap-3 text-xl font-extrabold">
        <StepNumber number={3} />
        Pick a TEKS skill
      </label>
      {categories.isPending ? <Spinner label="Loading skills" className="p-2" /> : null}
      {categories.isError ? (
        <p className="text-base font-bold text-red-800">
          We couldn&apos;t load the skills.{' '}
          <Button variant="outline" size="compact" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {categories.isSuccess && groups.length === 0 ? (
        <p className="text-base font-bold text-indigo-900">
          No {SUBJECT_NAMES[props.subject].toLowerCase()} skills are ready yet. Try Mixed Practice!
        </p>
      ) : null}
      {groups.length > 0 ? (
        <Select value={props.value ?? ''} onValueChange={props.onChange}>
          <SelectTrigger id={triggerId} aria-describedby={props.describedBy} className="text-left">
            <SelectValue placeholder="Choose a skill" />
          </SelectTrigger>
          <SelectContent className="max-w-[calc(100vw-2rem)]">
            {groups.map((group) => (
              <SelectPrimitive.Group key={group.category}>
                <SelectPrimitive.Label className="px-4 pt-3 pb-1 text-sm font-black tracking-wide text-brand-800 uppercase">
                  {group.category}
                </SelectPrimitive.Label>
                {group.skills.map((skill) => (
                  <SelectItem key={skill.code} value={skill.code}>
                    {skillLabel(skill)}
                  </SelectItem>
                ))}
              </SelectPrimitive.Group>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </div>
  );
}

interface PracticeSessionSettingsProps {
  grade: Grade;
  settings: PracticeSettings;
  onSettingsChange: (settings: PracticeSettings) => void;
  onStarted: (session: StartPracticeResponse) => void;
}

/** Step 1 of the practice set (spec section 2): subject, mode and, for one-skill practice, the skill. */
export function PracticeSessionSettings({
  grade,
  settings,
  onSettingsChange,
  onStarted,
}: PracticeSessionSettingsProps) {
  const subjectGroup = useId();
  const modeGroup = useId();
  const problemId = useId();
  // The same cached list the picker shows: a skill counts only while that list offers it (a grade
  // changed in Settings meanwhile makes an earlier choice stale).
  const categories = useTeksCategories(grade, settings.subject);
  const groups = categories.data ? skillGroups(categories.data) : [];
  const chosen: PracticeSettings = {
    ...settings,
    teksStandard: findSkill(groups, settings.teksStandard)?.code ?? null,
  };
  const problem = settingsProblem(chosen);

  const start = useMutation({
    mutationFn: () => startPractice(buildStartRequest(chosen, grade)),
    onSuccess: (session) => {
      toast({
        title: 'Practice Session Started!',
        description: `Ready to practice ${session.questions.length} questions.`,
      });
      onStarted(session);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to start practice session. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const chooseSubject = (subject: Subject) =>
    // A skill code belongs to one subject, so a new subject clears the skill.
    onSettingsChange({
      ...settings,
      subject,
      teksStandard: subject === settings.subject ? settings.teksStandard : null,
    });

  return (
    <Card className="space-y-7">
      <Step number={1} legend="Pick a subject">
        <div className="grid grid-cols-2 gap-3">
          {(['math', 'reading'] as const).map((subject) => (
            <ChoiceCard
              key={subject}
              name={subjectGroup}
              checked={settings.subject === subject}
              onChange={() => chooseSubject(subject)}
              icon={SUBJECT_ICONS[subject]}
              title={SUBJECT_NAMES[subject]}
              tile
            />
          ))}
        </div>
      </Step>

      <Step number={2} legend="Pick a way to practice">
        <div className="grid gap-3">
          {PRACTICE_MODE_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.mode}
              name={modeGroup}
              checked={settings.practiceMode === option.mode}
              onChange={() => onSettingsChange({ ...settings, practiceMode: option.mode })}
              icon={MODE_ICONS[option.mode]}
              title={practiceModeTitle(option.mode)}
              description={option.description}
            />
          ))}
        </div>
      </Step>

      {settings.practiceMode === 'specific-teks' ? (
        <SkillPicker
          grade={grade}
          subject={settings.subject}
          value={chosen.teksStandard}
          onChange={(teksStandard) => onSettingsChange({ ...settings, teksStandard })}
          describedBy={problem ? problemId : undefined}
        />
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          size="lg"
          onClick={() => start.mutate()}
          disabled={problem !== null || start.isPending}
          aria-busy={start.isPending}
          aria-describedby={problem ? problemId : undefined}
        >
          <Play aria-hidden="true" className="fill-current" />
          {start.isPending ? 'Starting…' : 'Start Practice'}
        </Button>
        {problem ? (
          <p id={problemId} className="text-lg font-bold text-indigo-900">
            {problem}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
