import { clsx } from 'clsx';
import { Grid3x3, TriangleAlert } from 'lucide-react';
import type { MasteryGrid as MasteryGridData } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../components/ui/tooltip';
import { readableErrorMessage } from '../../lib/error-message';
import { useMasteryGrid } from './classroom-api';
import { percentText } from './classroom-display';
import { DOT_STYLES, DOT_WORDS, cellView, reteachFirst, reteachText } from './mastery-grid-display';

type Code = MasteryGridData['codes'][number];
type Cell = MasteryGridData['rows'][number]['cells'][number];

// The name column stays put while the codes scroll sideways; its white hides what scrolls under it.
const STICKY = 'sticky left-0 z-10 bg-white shadow-[2px_0_0_0_var(--color-indigo-100)]';
const HEAD = 'px-2 py-2 text-center text-base font-extrabold';

function Legend() {
  return (
    <ul
      className="flex flex-wrap gap-x-5 gap-y-2 text-base font-semibold text-indigo-950"
      aria-label="What the colours mean"
    >
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={clsx('size-3.5 rounded-full', DOT_STYLES.green.dot)} />
        80% and up: {DOT_WORDS.green}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={clsx('size-3.5 rounded-full', DOT_STYLES.yellow.dot)} />
        60–79%: {DOT_WORDS.yellow}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={clsx('size-3.5 rounded-full', DOT_STYLES.red.dot)} />
        Below 60%: {DOT_WORDS.red}
      </li>
      <li className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-5 text-red-800" />
        Needs practice (below 70%)
      </li>
    </ul>
  );
}

/** The few skills most worth reteaching, named in words above the grid. */
function ReteachSummary({ codes }: { codes: readonly Code[] }) {
  const first = reteachFirst(codes);
  if (first.length === 0) {
    return (
      <p
        className="rounded-2xl border-2 border-green-600 bg-green-50 p-3 text-base font-bold text-green-900"
        data-testid="reteach-summary"
      >
        No skill needs reteaching yet. A skill is flagged once a student has answered it a few times.
      </p>
    );
  }
  return (
    <div className="rounded-2xl border-2 border-red-600 bg-red-50 p-3" data-testid="reteach-summary">
      <p className="text-base font-black text-red-900">Reteach first:</p>
      <ul className="mt-1 space-y-1">
        {first.map((code) => (
          <li key={`${code.subject}:${code.code}`} className="text-base text-red-950">
            <strong className="font-black">{code.code}</strong> {code.skillName} —{' '}
            {reteachText(code.needsReteach)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CodeHeader({ code }: { code: Code }) {
  return (
    <th
      scope="col"
      data-testid="mastery-code"
      data-code={code.code}
      className={clsx(HEAD, 'min-w-[5.5rem]', code.needsReteach > 0 && 'bg-red-50')}
    >
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="min-h-11 rounded-lg px-2 font-mono text-base font-black text-indigo-900 underline decoration-dotted underline-offset-4"
          >
            {code.code}
            <span className="sr-only">: {code.skillName}</span>
          </button>
        </TooltipTrigger>
        <TooltipContent>{code.skillName}</TooltipContent>
      </Tooltip>
    </th>
  );
}

function GridCell({ cell, name, code }: { cell: Cell; name: string; code: string }) {
  const view = cellView(cell);
  if (!view) {
    return (
      <td
        className="px-2 py-2 text-center text-base text-indigo-900"
        data-testid="mastery-cell"
        data-code={code}
      >
        <span aria-hidden="true">·</span>
        <span className="sr-only">Not tried</span>
      </td>
    );
  }
  const styles = DOT_STYLES[view.dot];
  return (
    <td
      data-testid="mastery-cell"
      data-code={code}
      data-dot={view.dot}
      data-needs-practice={view.needsPractice}
      title={`${name} · ${code}: ${view.spoken}`}
      className={clsx('px-2 py-2 text-center', styles.cell)}
    >
      <span
        aria-hidden="true"
        className={clsx('inline-flex items-center gap-1.5 text-base font-black tabular-nums', styles.text)}
      >
        <span className={clsx('size-3 shrink-0 rounded-full', styles.dot)} />
        {view.text}
        {view.needsPractice ? <TriangleAlert className="size-4 shrink-0 text-red-800" /> : null}
      </span>
      <span className="sr-only">{view.spoken}</span>
    </td>
  );
}

function GridTable({ grid }: { grid: MasteryGridData }) {
  return (
    <TooltipProvider delayDuration={200}>
      <div
        className="overflow-x-auto rounded-2xl border-2 border-indigo-100"
        role="region"
        aria-label="Students by TEKS skill (scrolls sideways)"
        tabIndex={0}
      >
        <table className="border-collapse text-base" data-testid="mastery-grid">
          <caption className="sr-only">Percent right for each student on each TEKS skill</caption>
          <thead className="bg-indigo-50">
            <tr>
              <th scope="col" className={clsx(STICKY, HEAD, 'bg-indigo-50 text-left')}>
                Student
              </th>
              {grid.codes.map((code) => (
                <CodeHeader key={`${code.subject}:${code.code}`} code={code} />
              ))}
            </tr>
            <tr className="border-t-2 border-indigo-100">
              <th
                scope="row"
                className={clsx(STICKY, 'bg-indigo-50 px-3 py-2 text-left text-base font-extrabold')}
              >
                To reteach
              </th>
              {grid.codes.map((code) => (
                <td
                  key={`${code.subject}:${code.code}`}
                  className={clsx('px-2 py-2 text-center', code.needsReteach > 0 && 'bg-red-50')}
                  data-testid="mastery-reteach"
                  data-code={code.code}
                >
                  {code.needsReteach > 0 ? (
                    <span className="inline-flex min-w-8 justify-center rounded-full bg-red-700 px-2 py-0.5 text-base font-black text-white">
                      {code.needsReteach}
                    </span>
                  ) : (
                    <span className="text-base font-bold text-indigo-900">0</span>
                  )}
                </td>
              ))}
            </tr>
            <tr className="border-t-2 border-indigo-100">
              <th
                scope="row"
                className={clsx(STICKY, 'bg-indigo-50 px-3 py-2 text-left text-base font-extrabold')}
              >
                Class average
              </th>
              {grid.codes.map((code) => (
                <td
                  key={`${code.subject}:${code.code}`}
                  className="px-2 py-2 text-center text-base font-bold tabular-nums"
                >
                  {percentText(code.classAccuracy)}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr
                key={row.studentId}
                data-testid="mastery-row"
                data-student={row.name}
                className="border-t-2 border-indigo-100"
              >
                <th
                  scope="row"
                  className={clsx(STICKY, 'max-w-44 truncate px-3 py-2 text-left text-base font-extrabold')}
                >
                  {row.name}
                </th>
                {row.cells.map((cell, index) => (
                  <GridCell key={index} cell={cell} name={row.name} code={grid.codes[index]!.code} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TooltipProvider>
  );
}

/**
 * The students × TEKS grid: each student's percent right on each skill the class has practised, the
 * spec's dot colours, and per skill how many students need it retaught, so the next lesson is plain.
 */
export function MasteryGrid({ classroomId }: { classroomId: string }) {
  const grid = useMasteryGrid(classroomId);
  const data = grid.data;
  return (
    <section
      aria-labelledby="mastery-title"
      className="space-y-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-md"
    >
      <h2 id="mastery-title" className="flex items-center gap-2 text-2xl font-black">
        <Grid3x3 aria-hidden="true" className="size-7 text-indigo-700" />
        Skills Mastery
      </h2>
      {grid.isPending ? <Spinner label="Loading the skills grid" /> : null}
      {grid.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-lg font-bold text-red-800">
            {readableErrorMessage(grid.error, "We couldn't load the skills grid.")}
          </p>
          <Button variant="outline" onClick={() => void grid.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data && (data.rows.length === 0 || data.codes.length === 0) ? (
        <p className="text-base text-indigo-900">
          {data.rows.length === 0
            ? 'Add students to see how they do on each TEKS skill.'
            : 'The grid fills in as your students answer questions.'}
        </p>
      ) : null}
      {data && data.rows.length > 0 && data.codes.length > 0 ? (
        <>
          <ReteachSummary codes={data.codes} />
          <Legend />
          <GridTable grid={data} />
        </>
      ) : null}
    </section>
  );
}
