import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Classroom, RosterStudent, SignInCard } from '../../../contracts/classrooms';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { AddStudentsForm } from './add-students-form';
import { CLASSROOMS_QUERY_KEY, addStudents, newSignInCard, removeStudent } from './classroom-api';
import { RosterTable } from './roster-table';
import { SignInCards } from './sign-in-cards';
import { StudentTranscript } from './student-transcript';

type View =
  | { name: 'roster' }
  | { name: 'add' }
  | { name: 'cards'; cards: SignInCard[] }
  | { name: 'transcript'; student: RosterStudent };

interface ManageStudentsDialogProps {
  classroom: Classroom;
  students: RosterStudent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function viewHeading(view: View): string {
  switch (view.name) {
    case 'roster':
      return 'Class list';
    case 'add':
      return 'Add students';
    case 'cards':
      return view.cards.length === 1 ? 'Sign-in card' : 'Sign-in cards';
    case 'transcript':
      return `${view.student.name}'s chat with Nova`;
  }
}

/**
 * Manage Students: the class list, adding students (then their sign-in cards, to print right away),
 * a new card for a lost one, removing a student, and reading a student's chat with Nova.
 */
export function ManageStudentsDialog({
  classroom,
  students,
  open,
  onOpenChange,
  returnFocusTo,
}: ManageStudentsDialogProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ name: 'roster' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_QUERY_KEY });

  // Each step starts at its heading, since the button that led there is gone.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view]);

  const add = useMutation({
    mutationFn: (list: Parameters<typeof addStudents>[1]) => addStudents(classroom.id, list),
    onSuccess: (cards) => {
      void refresh();
      setView({ name: 'cards', cards });
    },
  });
  const card = useMutation({
    mutationFn: (student: RosterStudent) => newSignInCard(classroom.id, student.id),
    onSuccess: (made) => {
      void refresh();
      setView({ name: 'cards', cards: [made] });
    },
  });
  const remove = useMutation({
    mutationFn: (student: RosterStudent) => removeStudent(classroom.id, student.id),
    onSuccess: (_, student) => {
      void refresh();
      // The row and its buttons are gone: the class list's heading keeps the place.
      headingRef.current?.focus();
      toast({ title: 'Student removed', description: `${student.name} is no longer in ${classroom.name}.` });
    },
  });
  const rosterError = card.error ?? remove.error;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setView({ name: 'roster' });
      firstView.current = true;
      add.reset();
      card.reset();
      remove.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="xl" returnFocusTo={returnFocusTo}>
        <DialogHeader className="bg-gradient-to-b from-indigo-100 to-white">
          <DialogTitle>
            <Users aria-hidden="true" className="size-8 shrink-0 text-indigo-700" />
            Manage Students
          </DialogTitle>
          <DialogDescription>
            {classroom.name} · Class code{' '}
            <span className="font-mono font-black tracking-wider">{classroom.joinCode}</span>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 ref={headingRef} tabIndex={-1} className="text-xl font-black">
              {viewHeading(view)}
            </h3>
            {view.name === 'roster' ? (
              <Button onClick={() => setView({ name: 'add' })}>
                <UserPlus aria-hidden="true" />
                Add students
              </Button>
            ) : view.name !== 'add' ? (
              <Button variant="outline" onClick={() => setView({ name: 'roster' })}>
                <ArrowLeft aria-hidden="true" />
                Back to class list
              </Button>
            ) : null}
          </div>

          {view.name === 'roster' ? (
            <>
              {rosterError ? (
                <AlertMessage>
                  {readableErrorMessage(rosterError, 'That did not work. Please try again.')}
                </AlertMessage>
              ) : null}
              {students.length === 0 ? (
                <p className="text-lg text-indigo-900">
                  No students yet. Add them by name to make their sign-in cards, or give students who already
                  use StarPrep the class code <strong className="font-mono">{classroom.joinCode}</strong> to
                  join.
                </p>
              ) : (
                <RosterTable
                  students={students}
                  actions={{
                    busyStudentId: card.isPending
                      ? (card.variables?.id ?? null)
                      : remove.isPending
                        ? (remove.variables?.id ?? null)
                        : null,
                    onNewCard: (student) => card.mutate(student),
                    onRemove: (student) => remove.mutate(student),
                    onTranscript: (student) => setView({ name: 'transcript', student }),
                  }}
                />
              )}
            </>
          ) : null}

          {view.name === 'add' ? (
            <AddStudentsForm
              classGrade={classroom.grade}
              pending={add.isPending}
              error={add.isError ? readableErrorMessage(add.error, "We couldn't add these students.") : null}
              onSubmit={(list) => add.mutate(list)}
              onCancel={() => setView({ name: 'roster' })}
            />
          ) : null}

          {view.name === 'cards' ? <SignInCards cards={view.cards} /> : null}

          {view.name === 'transcript' ? (
            <StudentTranscript classroomId={classroom.id} student={view.student} />
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
