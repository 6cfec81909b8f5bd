import { Plus, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { GRADES, type Grade } from '../../../core/accounts/account';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import {
  MAX_NAME_LENGTH,
  STARTING_ROWS,
  emptyRows,
  nextKey,
  pasteNames,
  splitNames,
  studentsToAdd,
  type StudentRow,
} from './add-students-rules';

interface AddStudentsFormProps {
  classGrade: Grade;
  pending: boolean;
  /** The server's refusal, in words, if the last try failed. */
  error: string | null;
  onSubmit: (students: { name: string; grade: Grade }[]) => void;
  onCancel: () => void;
}

const FIELD =
  'block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink focus-visible:border-focus';

/**
 * Add students: a name and a grade per row (the class's grade to start with). Pasting a list of names
 * into a box fills a row per name, so a whole class list goes in at once.
 */
export function AddStudentsForm({ classGrade, pending, error, onSubmit, onCancel }: AddStudentsFormProps) {
  const id = useId();
  const [rows, setRows] = useState<StudentRow[]>(() => emptyRows(STARTING_ROWS, classGrade));
  const [problem, setProblem] = useState<string | null>(null);

  const update = (key: number, change: Partial<StudentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = studentsToAdd(rows);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onSubmit(check.students);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Add students">
      <p id={`${id}-hint`} className="text-base text-indigo-900">
        Type a first name and last initial for each student. You can paste a whole list into the first box.
        Each student gets a sign-in card to print.
      </p>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-[minmax(0,1fr)_7rem] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]"
          >
            <div className="space-y-1">
              <label htmlFor={`${id}-name-${row.key}`} className="block text-base font-bold">
                Student {index + 1} name
              </label>
              <input
                id={`${id}-name-${row.key}`}
                type="text"
                value={row.name}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                aria-describedby={index === 0 ? `${id}-hint` : undefined}
                onChange={(event) => update(row.key, { name: event.target.value })}
                onPaste={(event) => {
                  const names = splitNames(event.clipboardData.getData('text'));
                  if (names.length < 2) return;
                  event.preventDefault();
                  setRows((current) => pasteNames(current, index, names));
                }}
                className={FIELD}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-grade-${row.key}`} className="block text-base font-bold">
                Grade
              </label>
              <select
                id={`${id}-grade-${row.key}`}
                value={row.grade}
                onChange={(event) => update(row.key, { grade: Number(event.target.value) as Grade })}
                className={FIELD}
              >
                {GRADES.map((grade) => (
                  <option key={grade} value={grade}>
                    Grade {grade}
                  </option>
                ))}
              </select>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        onClick={() => setRows((current) => [...current, ...emptyRows(1, classGrade, nextKey(current))])}
      >
        <Plus aria-hidden="true" />
        Add another student
      </Button>
      {problem ? <AlertMessage>{problem}</AlertMessage> : null}
      {error && !problem ? <AlertMessage>{error}</AlertMessage> : null}
      <div className="flex flex-wrap justify-end gap-3 border-t-2 border-brand-100 pt-4">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          <UserPlus aria-hidden="true" />
          {pending ? 'Adding…' : 'Add students and make cards'}
        </Button>
      </div>
    </form>
  );
}
