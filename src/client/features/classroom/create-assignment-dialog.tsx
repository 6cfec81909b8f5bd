import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ClipboardPlus } from 'lucide-react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { Subject } from '../../../core/teks/teks-types';
import type { Classroom } from '../../../contracts/classrooms';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import {
  MAX_QUESTIONS,
  MAX_SKILLS,
  MIN_QUESTIONS,
  assignableSubjects,
  assignmentRequest,
  firstDraft,
  toggleCode,
  type AssignmentDraft,
} from './assignment-form-rules';
import { ChipGroup } from './chip-group';
import { CLASSROOMS_QUERY_KEY, createAssignment, useTeksCategories } from './classroom-api';
import { calendarDay } from './classroom-display';
import { teksChoices } from './teks-choices';

const FIELD =
  'block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink focus-visible:border-focus';
const SUBJECT_NAMES: Record<Subject, string> = { math: 'Math', reading: 'Reading' };
const CHECK_ROW =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 text-base hover:bg-indigo-50 has-focus-visible:outline-4 has-focus-visible:outline-focus';

/** The skills (ticked, up to 12) or the one whole card the assignment practises. */
function SkillsPicker({
  classroom,
  draft,
  onChange,
  problemId,
}: {
  classroom: Classroom;
  draft: AssignmentDraft;
  onChange: (change: Partial<AssignmentDraft>) => void;
  problemId: string | undefined;
}) {
  const categories = useTeksCategories(classroom.grade, draft.subject);
  const choices = categories.data ? teksChoices(categories.data) : null;
  const order = choices?.groups.flatMap((group) => group.skills.map((skill) => skill.code)) ?? [];

  if (categories.isPending) return <Spinner label="Loading TEKS skills" className="p-3" />;
  if (!choices) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-base font-bold text-red-800">
          {readableErrorMessage(categories.error, "We couldn't load the TEKS skills.")}
        </p>
        <Button variant="outline" size="compact" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (draft.pick === 'card') {
    return (
      <fieldset className="space-y-2" aria-describedby={problemId}>
        <legend className="text-lg font-bold">Practice card</legend>
        <div className="max-h-80 space-y-1 overflow-y-auto rounded-2xl border-2 border-indigo-100 p-2 sm:p-3">
          {choices.wholeCards.map((card) => (
            <label key={card.name} className={CHECK_ROW}>
              <input
                type="radio"
                name={`${classroom.id}-card`}
                checked={draft.card === card.name}
                onChange={() => onChange({ card: card.name })}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="font-extrabold">{card.name}</span>
                <span className="block text-sm text-indigo-900">
                  {card.skills.map((skill) => skill.code).join(', ')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-base font-bold text-indigo-900" aria-live="polite">
        {draft.codes.length} of up to {MAX_SKILLS} skills chosen
        {draft.codes.length > 0 ? `: ${draft.codes.join(', ')}` : ''}
      </p>
      {/* A box of its own, so the count and due date stay near however long the list is. */}
      <div className="max-h-80 space-y-3 overflow-y-auto rounded-2xl border-2 border-indigo-100 p-2 sm:p-3">
        {choices.groups.map((group) => (
          <fieldset key={group.name} className="space-y-1" aria-describedby={problemId}>
            <legend className="text-lg font-bold">{group.name}</legend>
            {group.skills.map((skill) => {
              const checked = draft.codes.includes(skill.code);
              const full = !checked && draft.codes.length >= MAX_SKILLS;
              return (
                <label key={skill.code} className={clsx(CHECK_ROW, full && 'cursor-not-allowed opacity-60')}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={full}
                    onChange={() => onChange({ codes: toggleCode(draft.codes, skill.code, order) })}
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="font-mono font-black">{skill.code}</span> {skill.skillName}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/**
 * Create Assignment: the subject, the TEKS skills (or one whole practice card), how many questions
 * and the due date, with an optional title. Each student then sees it on their dashboard.
 */
export function CreateAssignmentDialog({
  classroom,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  classroom: Classroom;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AssignmentDraft>(() => firstDraft(classroom.subject, new Date()));
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const today = calendarDay(new Date());
  const change = (next: Partial<AssignmentDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const create = useMutation({
    mutationFn: (request: Parameters<typeof createAssignment>[1]) => createAssignment(classroom.id, request),
    onSuccess: (assignment) => {
      void queryClient.invalidateQueries({ queryKey: CLASSROOMS_QUERY_KEY });
      toast({
        title: 'Assignment created',
        description: `“${assignment.title}” is on your students' dashboards.`,
      });
      // Still "pending" inside onSuccess, so this closes without the guard that keeps a send open.
      onOpenChange(false);
      startOver();
    },
  });

  const startOver = () => {
    setDraft(firstDraft(classroom.subject, new Date()));
    setProblem(null);
    create.reset();
  };
  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) startOver();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = assignmentRequest(draft, today);
    if (!check.ok) {
      setProblem({ field: check.field, text: check.problem });
      return;
    }
    create.mutate(check.request);
  };

  const problemFor = (field: string) => (problem?.field === field ? `${id}-problem` : undefined);
  const subjects = assignableSubjects(classroom.subject);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="xl" returnFocusTo={returnFocusTo}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader className="bg-gradient-to-b from-sun-200/70 to-white">
            <DialogTitle>
              <ClipboardPlus aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              Create Assignment
            </DialogTitle>
            <DialogDescription>
              {classroom.name} · Grade {classroom.grade}. Your students practice it as a set of questions.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-6">
            {subjects.length > 1 ? (
              <ChipGroup
                legend="Subject"
                name={`${id}-subject`}
                options={subjects}
                value={draft.subject}
                label={(subject) => SUBJECT_NAMES[subject]}
                onChange={(subject) => change({ subject, codes: [], card: null })}
              />
            ) : null}
            <ChipGroup
              legend="What to practice"
              name={`${id}-pick`}
              options={['skills', 'card'] as const}
              value={draft.pick}
              label={(pick) => (pick === 'skills' ? 'Pick TEKS skills' : 'A whole practice card')}
              onChange={(pick) => change({ pick })}
            />
            <SkillsPicker
              classroom={classroom}
              draft={draft}
              onChange={change}
              problemId={problemFor('skills')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <label htmlFor={`${id}-count`} className="block text-lg font-bold">
                  Number of questions
                </label>
                <input
                  id={`${id}-count`}
                  type="number"
                  inputMode="numeric"
                  min={MIN_QUESTIONS}
                  max={MAX_QUESTIONS}
                  value={draft.questionCount}
                  aria-describedby={problemFor('questionCount') ?? `${id}-count-hint`}
                  aria-invalid={problem?.field === 'questionCount' ? true : undefined}
                  onChange={(event) => change({ questionCount: event.target.value })}
                  className={FIELD}
                />
                <p id={`${id}-count-hint`} className="text-base text-indigo-900">
                  {MIN_QUESTIONS} to {MAX_QUESTIONS}
                </p>
              </div>
              <div className="space-y-2">
                <label htmlFor={`${id}-due`} className="block text-lg font-bold">
                  Due date
                </label>
                <input
                  id={`${id}-due`}
                  type="date"
                  min={today}
                  value={draft.dueDate}
                  aria-describedby={problemFor('dueDate')}
                  aria-invalid={problem?.field === 'dueDate' ? true : undefined}
                  onChange={(event) => change({ dueDate: event.target.value })}
                  className={FIELD}
                />
              </div>
            </div>
            <div className="space-y-2">
              <label htmlFor={`${id}-title`} className="block text-lg font-bold">
                Title (optional)
              </label>
              <input
                id={`${id}-title`}
                type="text"
                maxLength={80}
                value={draft.title}
                placeholder="Made from the skills if left empty"
                onChange={(event) => change({ title: event.target.value })}
                className={clsx(FIELD, 'placeholder:text-indigo-700/70')}
              />
            </div>
            {problem ? (
              <div id={`${id}-problem`}>
                <AlertMessage>{problem.text}</AlertMessage>
              </div>
            ) : null}
            {create.isError ? (
              <AlertMessage>
                {readableErrorMessage(create.error, "We couldn't create the assignment.")}
              </AlertMessage>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={create.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {/* Without its icon on a phone, so both buttons fit side by side. */}
              <ClipboardPlus aria-hidden="true" className="hidden sm:block" />
              {create.isPending ? 'Creating…' : 'Create Assignment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
