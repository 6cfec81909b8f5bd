import { clsx } from 'clsx';
import { ChevronRight, Crosshair, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { Analytics } from '../../../contracts/progress';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { questionsText } from './analytics-display';

type Area = Analytics['improvementAreas'][number];

// "Focus Area" (the weakest) is red, "Needs Practice" yellow; each also has its icon and its words.
const LABEL_STYLES: Record<Area['label'], { badge: string; icon: typeof Crosshair }> = {
  'Focus Area': { badge: 'border-red-600 bg-red-50 text-red-800', icon: Crosshair },
  'Needs Practice': { badge: 'border-yellow-500 bg-yellow-50 text-yellow-900', icon: TriangleAlert },
};

function AreaRow({ area }: { area: Area }) {
  const style = LABEL_STYLES[area.label];
  const Icon = style.icon;
  return (
    <li data-testid="improvement-area" className="space-y-3 rounded-2xl border-2 border-brand-100 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="text-lg font-black text-ink">{area.name}</p>
          <p className="text-base font-semibold text-indigo-900">
            {area.card} · {questionsText(area.answered)}
          </p>
        </div>
        <p className="shrink-0 text-3xl font-black text-ink tabular-nums" data-testid="improvement-accuracy">
          {area.accuracy}%
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-base font-bold',
            style.badge,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
          {area.label}
        </p>
        <Link
          href={area.href}
          className={buttonClasses({ variant: 'primary' })}
          aria-label={`Practice ${area.name}`}
        >
          Practice
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

/**
 * Why the list is empty. The server names an area only once it has enough answers to judge, so a
 * strong student has nothing to fix, while a beginner just has not answered enough yet.
 */
function noAreasMessage(overallAccuracy: number | null): string {
  if (overallAccuracy !== null && overallAccuracy >= 80)
    return 'Great work! No skill needs extra practice right now. Keep it up!';
  return 'Answer a few more questions in each skill and we will show you what to practice next.';
}

/** "Areas for Improvement": the real weakest skills, weakest first, each with a way to practise it. */
export function ImprovementAreas({
  areas,
  overallAccuracy,
}: {
  areas: Analytics['improvementAreas'];
  overallAccuracy: number | null;
}) {
  return (
    <Card className="space-y-4" aria-labelledby="improvement-title" role="region">
      <h2 id="improvement-title" className="flex items-center gap-2 text-2xl font-black">
        <Crosshair aria-hidden="true" className="size-7 text-brand-700" />
        Areas for Improvement
      </h2>
      {areas.length === 0 ? (
        <p className="flex items-start gap-2 text-lg text-indigo-900">
          <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          {noAreasMessage(overallAccuracy)}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Skills to practice">
          {areas.map((area) => (
            <AreaRow key={`${area.subject}:${area.name}`} area={area} />
          ))}
        </ul>
      )}
    </Card>
  );
}
