import { ArrowRight, BookOpen, Calculator, ClipboardList, Rocket, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { ContinueEntry } from '../../../contracts/progress';
import { buttonClasses } from '../../components/ui/button-styles';

interface ContinueText {
  icon: LucideIcon;
  /** The card's lead line over the server's title. */
  lead: string;
  detail: string | null;
  action: string;
}

function continueText(entry: ContinueEntry): ContinueText {
  switch (entry.kind) {
    case 'exam':
      return {
        icon: ClipboardList,
        lead: 'Your exam is waiting',
        detail: `${entry.answered} of ${entry.totalQuestions} questions answered`,
        action: 'Resume exam',
      };
    case 'practice':
      return {
        icon: entry.subject === 'math' ? Calculator : BookOpen,
        lead: 'Continue where you left off',
        // The title already names the skill; the code is what the teacher and the TEKS list use.
        detail: `${entry.subject === 'math' ? 'Math' : 'Reading'} · TEKS ${entry.teksCode}`,
        action: 'Practice again',
      };
    case 'start':
      return { icon: Rocket, lead: 'Start here', detail: null, action: 'Start practicing' };
  }
}

/** "Continue where you left off": an exam still running, the skill practised last, or a first step. */
export function ContinueCard({ entry }: { entry: ContinueEntry }) {
  const text = continueText(entry);
  const Icon = text.icon;
  return (
    <section
      aria-labelledby="continue-title"
      className="flex flex-col gap-4 rounded-card border-2 border-indigo-200 bg-indigo-50 p-5 shadow-md sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-indigo-700 text-white">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-base font-bold text-indigo-900">{text.lead}</p>
        <h2 id="continue-title" className="text-2xl font-black text-ink">
          {entry.title}
        </h2>
        {text.detail ? <p className="text-base font-semibold text-indigo-900">{text.detail}</p> : null}
      </div>
      <Link
        href={entry.href}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'shrink-0' })}
      >
        {text.action}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
