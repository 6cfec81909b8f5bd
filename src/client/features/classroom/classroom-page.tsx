import { Home, Plus, RotateCcw, School } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { Classroom } from '../../../contracts/classrooms';
import type { User } from '../../../contracts/user';
import { PortalHeader } from '../../components/portal-header';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { errorStatus } from '../../lib/error-status';
import { useClassrooms } from './classroom-api';
import { CLASSROOM_SUBJECT_NAMES, countText } from './classroom-display';
import { ClassroomView } from './classroom-view';
import { CreateClassForm } from './create-class-form';
import { JoinCode } from './join-code';

/** The route shows this page to anyone signed in (spec section 2); only a teacher's calls answer. */
function ForTeachersOnly() {
  return (
    <Card className="space-y-3">
      <h2 className="text-2xl font-black">This page is for teachers</h2>
      <p className="text-lg text-indigo-900">
        Teachers make classes, add students and give assignments here. Sign in with a teacher account to use
        it.
      </p>
      <Link href="/" className={buttonClasses({ variant: 'primary' })}>
        <Home aria-hidden="true" />
        Go to my home page
      </Link>
    </Card>
  );
}

function FirstClass({ onCreated }: { onCreated: (classroom: Classroom) => void }) {
  return (
    <Card className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-2xl font-black">Create your first class</h2>
        <p className="text-lg text-indigo-900">
          Give it a name, a grade and a subject. Then add your students and print their sign-in cards.
        </p>
      </div>
      <CreateClassForm onCreated={onCreated} />
    </Card>
  );
}

/** Which class is shown, its class code, and a new class. */
function ClassPicker({
  classrooms,
  chosen,
  onChoose,
}: {
  classrooms: Classroom[];
  chosen: Classroom;
  onChoose: (classroomId: string) => void;
}) {
  const labelId = useId();
  const [creating, setCreating] = useState(false);
  const newClassButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full space-y-1 sm:w-auto sm:max-w-md sm:min-w-72 sm:flex-1">
        <p id={labelId} className="text-base font-bold text-indigo-900">
          Class
        </p>
        <Select value={chosen.id} onValueChange={onChoose}>
          <SelectTrigger aria-labelledby={labelId} className="text-left" data-testid="class-picker">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {classrooms.map((classroom) => (
              <SelectItem key={classroom.id} value={classroom.id}>
                {classroom.name} · Grade {classroom.grade}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <p className="pb-3 text-base font-semibold text-indigo-900">
        {CLASSROOM_SUBJECT_NAMES[chosen.subject]} · {countText(chosen.studentCount, 'student')}
      </p>
      <JoinCode classroom={chosen} />
      <Button ref={newClassButton} variant="outline" onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        New class
      </Button>
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent size="lg" returnFocusTo={newClassButton}>
          <DialogHeader>
            <DialogTitle>New class</DialogTitle>
            <DialogDescription>Give it a name, a grade and a subject.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <CreateClassForm
              onCreated={(classroom) => {
                setCreating(false);
                onChoose(classroom.id);
              }}
            />
          </DialogBody>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The class list and the chosen class (kept in the address, so a reload shows the same class). */
function Classrooms() {
  const classrooms = useClassrooms();
  const [params, setParams] = useSearchParams();
  const choose = (classroomId: string) => setParams({ class: classroomId }, { replace: true });

  if (classrooms.isPending) return <Spinner label="Loading your classes" />;
  if (errorStatus(classrooms.error) === 403) return <ForTeachersOnly />;
  if (!classrooms.data) {
    return (
      <Card className="space-y-4 border-red-200 bg-red-50">
        <p role="alert" className="text-xl font-bold text-red-800">
          {readableErrorMessage(classrooms.error, "We couldn't load your classes.")}
        </p>
        <Button onClick={() => void classrooms.refetch()} disabled={classrooms.isFetching}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  const list = classrooms.data.classrooms;
  const chosen = list.find((classroom) => classroom.id === params.get('class')) ?? list[0];
  if (!chosen) return <FirstClass onCreated={(classroom) => choose(classroom.id)} />;
  return (
    <div className="space-y-6">
      <ClassPicker classrooms={list} chosen={chosen} onChoose={choose} />
      <ClassroomView key={chosen.id} classroom={chosen} />
    </div>
  );
}

/** /classroom: the teacher's classes, from real data (issue 11). */
export function ClassroomPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-indigo-50">
      <title>My Classroom — StarPrep</title>
      <PortalHeader portalName="Teacher Classroom" portalIcon={School} user={user} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <div className="space-y-1">
          <h1 className="text-3xl font-black sm:text-4xl">My Classroom</h1>
          <p className="text-xl font-bold text-indigo-900">Welcome, {user.name}!</p>
        </div>
        <Classrooms />
      </main>
    </div>
  );
}
