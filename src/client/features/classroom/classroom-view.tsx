import { BookOpen, ClipboardPlus, Download, RotateCcw, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Classroom } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { AssignmentsList } from './assignments-list';
import { ClassOverview } from './class-overview';
import { ClassProgress } from './class-progress';
import { exportCsvPath, useClassroomDashboard } from './classroom-api';
import { CreateAssignmentDialog } from './create-assignment-dialog';
import { ManageStudentsDialog } from './manage-students-dialog';
import { MasteryGrid } from './mastery-grid';
import { QuestionBankDialog } from './question-bank-dialog';
import { RecentActivity } from './recent-activity';
import { TopStudents } from './top-students';

type Panel = 'assignment' | 'students' | 'bank' | null;

/**
 * One class: the spec's three buttons (Create Assignment, Manage Students, Question Bank) and the CSV
 * export, then the overview, progress, activity, top students, the assignments
 * and the students × TEKS grid, all from the class's real work.
 */
export function ClassroomView({ classroom }: { classroom: Classroom }) {
  const dashboard = useClassroomDashboard(classroom.id);
  const [panel, setPanel] = useState<Panel>(null);
  const data = dashboard.data;
  const setOpen = (which: Exclude<Panel, null>) => (open: boolean) => setPanel(open ? which : null);
  // The dialogs open from plain buttons, so each says where focus goes back to when it closes.
  const assignmentButton = useRef<HTMLButtonElement>(null);
  const studentsButton = useRef<HTMLButtonElement>(null);
  const bankButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Class tools">
        <Button ref={assignmentButton} size="lg" onClick={() => setPanel('assignment')}>
          <ClipboardPlus aria-hidden="true" />
          Create Assignment
        </Button>
        <Button
          ref={studentsButton}
          size="lg"
          variant="secondary"
          onClick={() => setPanel('students')}
          disabled={!data}
        >
          <Users aria-hidden="true" />
          Manage Students
        </Button>
        <Button ref={bankButton} size="lg" variant="outline" onClick={() => setPanel('bank')}>
          <BookOpen aria-hidden="true" />
          Question Bank
        </Button>
        <a
          href={exportCsvPath(classroom.id)}
          download
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      {dashboard.isPending ? <Spinner label="Loading your class" /> : null}
      {!dashboard.isPending && !data ? (
        <Card className="space-y-4 border-red-200 bg-red-50">
          <p role="alert" className="text-xl font-bold text-red-800">
            {readableErrorMessage(dashboard.error, "We couldn't load this class.")}
          </p>
          <Button onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : null}

      {data ? (
        <>
          <ClassOverview overview={data.overview} />
          <div className="grid gap-4 lg:grid-cols-3">
            <ClassProgress progress={data.progress} />
            <RecentActivity activity={data.recentActivity} />
            <TopStudents students={data.topStudents} />
          </div>
          <MasteryGrid classroomId={classroom.id} />
          <AssignmentsList classroomId={classroom.id} />
          <ManageStudentsDialog
            classroom={data.classroom}
            students={data.students}
            open={panel === 'students'}
            onOpenChange={setOpen('students')}
            returnFocusTo={studentsButton}
          />
        </>
      ) : null}
      <CreateAssignmentDialog
        key={`assignment-${classroom.id}`}
        classroom={classroom}
        open={panel === 'assignment'}
        onOpenChange={setOpen('assignment')}
        returnFocusTo={assignmentButton}
      />
      <QuestionBankDialog
        key={`bank-${classroom.id}`}
        classroom={classroom}
        open={panel === 'bank'}
        onOpenChange={setOpen('bank')}
        returnFocusTo={bankButton}
      />
    </div>
  );
}
