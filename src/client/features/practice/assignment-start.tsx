import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { StudentAssignments } from '../../../contracts/classrooms';
import type { StartPracticeResponse } from '../../../contracts/practice';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { startAssignment } from './practice-session-api';

/**
 * `?assignment=<id>`: starts the teacher's assignment as a practice set, then hands it to the usual
 * question flow. The start is a query read once per visit (like an exam's start), so React's double
 * mount in development still sends one request; leaving drops it, and coming back deals a new set.
 */
export function AssignmentStart({
  assignmentId,
  onStarted,
}: {
  assignmentId: string;
  onStarted: (session: StartPracticeResponse) => void;
}) {
  const start = useQuery({
    queryKey: ['assignment-start', assignmentId],
    queryFn: () => startAssignment(assignmentId),
    staleTime: Infinity,
    gcTime: 0,
  });

  const session = start.data;
  useEffect(() => {
    if (!session) return;
    toast({
      title: 'Practice Session Started!',
      description: `Ready to practice ${session.questions.length} questions.`,
    });
    onStarted(session);
  }, [session, onStarted]);

  if (start.isError) {
    return (
      <Card className="space-y-4">
        <h1 className="text-3xl font-black">Assignment</h1>
        <p role="alert" className="text-xl font-bold text-red-800">
          {readableErrorMessage(start.error, "We couldn't start this assignment.")}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void start.refetch()} disabled={start.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          <Link href="/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
      </Card>
    );
  }
  return <Spinner label="Getting your assignment ready" />;
}

/** The student's assignments as the dashboard reads them (GET /api/assignments), for the title. */
function useAssignmentTitle(assignmentId: string): { title: string; classroomName: string } | null {
  const list = useQuery<StudentAssignments | null>({ queryKey: ['/api/assignments'] });
  return list.data?.assignments.find((assignment) => assignment.id === assignmentId) ?? null;
}

/** Above the questions of an assignment: which one it is, so the child knows this is their homework. */
export function AssignmentBanner({ assignmentId }: { assignmentId: string }) {
  const assignment = useAssignmentTitle(assignmentId);
  if (!assignment) return null;
  return (
    <p
      data-testid="assignment-banner"
      className="flex items-center gap-2 rounded-2xl border-2 border-brand-200 bg-brand-50 px-4 py-2 text-lg font-bold text-ink"
    >
      <ClipboardList aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <span>
        Assignment: {assignment.title}
        <span className="font-semibold text-indigo-900"> · {assignment.classroomName}</span>
      </span>
    </p>
  );
}
