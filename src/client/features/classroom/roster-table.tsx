import { IdCard, MessageCircle, UserMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { RosterStudent } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import { formatCount } from '../../lib/number-format';
import { lastActiveText, percentText } from './classroom-display';

export interface RosterActions {
  onNewCard: (student: RosterStudent) => void;
  onRemove: (student: RosterStudent) => void;
  onTranscript: (student: RosterStudent) => void;
  /** The student whose card or removal is being sent, so their buttons wait. */
  busyStudentId: string | null;
}

type Confirming = { studentId: string; action: 'card' | 'remove' } | null;

const CELL = 'px-3 py-2 text-left align-middle';

/** Asks once more before an action that cannot be undone, in the row itself. */
function ConfirmRow({
  student,
  action,
  onConfirm,
  onCancel,
  busy,
}: {
  student: RosterStudent;
  action: 'card' | 'remove';
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const question =
    action === 'remove'
      ? `Remove ${student.name} from this class? Their work is kept, but their sign-in card stops working and they leave the class's assignments.`
      : `Make a new card for ${student.name}? The secret code on their old card stops working.`;
  return (
    <div role="group" aria-label={`Confirm for ${student.name}`} className="space-y-2">
      <p className="text-base font-bold text-ink">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="compact"
          variant={action === 'remove' ? 'primary' : 'secondary'}
          // The question replaced the button just pressed: focus moves to its answer.
          autoFocus
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {action === 'remove' ? 'Yes, remove' : 'Yes, make a new card'}
        </Button>
        <Button size="compact" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Manage Students' class list: each student's week at a glance, their card, Nova chat and Remove. */
export function RosterTable({ students, actions }: { students: RosterStudent[]; actions: RosterActions }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // After Cancel, focus goes back to the button that asked (it is drawn again, so found on mount).
  const refocus = useRef<string | null>(null);
  const focusIfAsked = (key: string) => (element: HTMLButtonElement | null) => {
    if (element && refocus.current === key) {
      refocus.current = null;
      element.focus();
    }
  };
  const now = new Date();
  return (
    <div
      className="overflow-x-auto rounded-2xl border-2 border-indigo-100"
      tabIndex={0}
      role="region"
      aria-label="Class list"
    >
      <table className="w-full min-w-[46rem] border-collapse text-base">
        <caption className="sr-only">Students in this class</caption>
        <thead className="bg-indigo-50 text-indigo-950">
          <tr>
            <th scope="col" className={CELL}>
              Student
            </th>
            <th scope="col" className={CELL}>
              Last active
            </th>
            <th scope="col" className={CELL}>
              Questions this week
            </th>
            <th scope="col" className={CELL}>
              Accuracy
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const busy = actions.busyStudentId === student.id;
            const asking = confirming?.studentId === student.id ? confirming.action : null;
            return (
              <tr key={student.id} data-testid="roster-row" className="border-t-2 border-indigo-100">
                {/* Grade and card share the name's cell, so the actions fit beside them in the dialog. */}
                <th scope="row" className={`${CELL} min-w-36`}>
                  <span className="block font-extrabold">
                    <span aria-hidden="true" className="mr-1.5">
                      {student.avatar}
                    </span>
                    {student.name}
                  </span>
                  <span className="block text-sm font-semibold text-indigo-900">
                    Grade {student.grade} ·{' '}
                    {student.hasSignInCard ? 'Sign-in card' : 'Joined with class code'}
                  </span>
                </th>
                <td className={`${CELL} whitespace-nowrap`}>{lastActiveText(student.lastActiveAt, now)}</td>
                <td className={`${CELL} tabular-nums`}>{formatCount(student.questionsThisWeek)}</td>
                <td className={`${CELL} tabular-nums`}>
                  {student.accuracy === null ? (
                    <>
                      <span aria-hidden="true">{percentText(null)}</span>
                      <span className="sr-only">No answers yet</span>
                    </>
                  ) : (
                    percentText(student.accuracy)
                  )}
                </td>
                <td className={CELL}>
                  {asking ? (
                    <ConfirmRow
                      student={student}
                      action={asking}
                      busy={busy}
                      onCancel={() => {
                        refocus.current = `${student.id}:${asking}`;
                        setConfirming(null);
                      }}
                      onConfirm={() => {
                        setConfirming(null);
                        if (asking === 'remove') actions.onRemove(student);
                        else actions.onNewCard(student);
                      }}
                    />
                  ) : (
                    <div className="flex justify-end gap-2">
                      <Button
                        size="compact"
                        variant="outline"
                        className="whitespace-nowrap sm:px-3!"
                        onClick={() => actions.onTranscript(student)}
                        aria-label={`Nova chat of ${student.name}`}
                      >
                        <MessageCircle aria-hidden="true" />
                        Nova chat
                      </Button>
                      <Button
                        size="compact"
                        variant="outline"
                        className="whitespace-nowrap sm:px-3!"
                        disabled={busy}
                        ref={focusIfAsked(`${student.id}:card`)}
                        onClick={() => setConfirming({ studentId: student.id, action: 'card' })}
                        aria-label={`New card for ${student.name}`}
                      >
                        <IdCard aria-hidden="true" />
                        New card
                      </Button>
                      <Button
                        size="compact"
                        variant="outline"
                        className="whitespace-nowrap sm:px-3!"
                        disabled={busy}
                        ref={focusIfAsked(`${student.id}:remove`)}
                        onClick={() => setConfirming({ studentId: student.id, action: 'remove' })}
                        aria-label={`Remove ${student.name}`}
                      >
                        <UserMinus aria-hidden="true" />
                        Remove
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
