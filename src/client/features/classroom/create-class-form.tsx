import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_GRADE, GRADES, type Grade } from '../../../core/accounts/account';
import type { Classroom, ClassroomSubject } from '../../../contracts/classrooms';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { readableErrorMessage } from '../../lib/error-message';
import { ChipGroup } from './chip-group';
import { CLASSROOMS_QUERY_KEY, createClassroom } from './classroom-api';
import { CLASSROOM_SUBJECT_NAMES } from './classroom-display';

const SUBJECTS: ClassroomSubject[] = ['math', 'reading', 'both'];

/** A new class: its name, grade and subject. The server makes its join code. */
export function CreateClassForm({ onCreated }: { onCreated: (classroom: Classroom) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<Grade>(DEFAULT_GRADE);
  const [subject, setSubject] = useState<ClassroomSubject>('both');
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: createClassroom,
    onSuccess: async (classroom) => {
      await queryClient.invalidateQueries({ queryKey: CLASSROOMS_QUERY_KEY });
      onCreated(classroom);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Please give your class a name.');
      return;
    }
    setProblem(null);
    create.mutate({ name: trimmed, grade, subject });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2">
        <label htmlFor={`${id}-name`} className="block text-lg font-bold">
          Class name
        </label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={60}
          autoComplete="off"
          placeholder="Room 12 Math"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          className="block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink placeholder:text-indigo-700/70 focus-visible:border-focus"
        />
      </div>
      <ChipGroup
        legend="Grade"
        name={`${id}-grade`}
        options={GRADES}
        value={grade}
        label={(option) => `Grade ${option}`}
        onChange={setGrade}
      />
      <ChipGroup
        legend="Subject"
        name={`${id}-subject`}
        options={SUBJECTS}
        value={subject}
        label={(option) => CLASSROOM_SUBJECT_NAMES[option]}
        onChange={setSubject}
      />
      {problem ? <AlertMessage>{problem}</AlertMessage> : null}
      {create.isError ? (
        <AlertMessage>
          {readableErrorMessage(create.error, "We couldn't create the class. Please try again.")}
        </AlertMessage>
      ) : null}
      <Button type="submit" size="lg" disabled={create.isPending} aria-busy={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? 'Creating…' : 'Create class'}
      </Button>
    </form>
  );
}
