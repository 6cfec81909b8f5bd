import { clsx } from 'clsx';
import {
  BookOpen,
  ChartColumn,
  Feather,
  Hash,
  Lightbulb,
  PencilLine,
  Puzzle,
  Shapes,
  Shuffle,
  Sigma,
  SpellCheck,
  type LucideIcon,
} from 'lucide-react';
import type { MasterySnapshot } from '../../../contracts/practice';
import { Button } from '../../components/ui/button';
import type { PracticeCard } from './practice-center-api';
import { masteryDot, type MasteryDot } from './practice-center-rules';

const ICONS: Record<string, LucideIcon> = {
  'Mathematical Process Standards': Puzzle,
  'Number and Operations': Hash,
  'Algebraic Reasoning': Sigma,
  'Geometry and Measurement': Shapes,
  'Data Analysis & Financial Literacy': ChartColumn,
  'Reading Comprehension': BookOpen,
  'Vocabulary Development': SpellCheck,
  'Literary Analysis': Feather,
  "Author's Purpose and Craft": Lightbulb,
  Writing: PencilLine,
  'Mixed Review': Shuffle,
};

/** Soft colour per card, so a child can find "the green one" again; text stays dark on all of them. */
const ACCENTS = [
  'bg-brand-100 text-brand-800',
  'bg-indigo-100 text-indigo-800',
  'bg-green-100 text-green-800',
  'bg-sky-100 text-sky-800',
  'bg-pink-100 text-pink-800',
  'bg-sun-200 text-brand-900',
];

/** Long lists (Mixed Review has 40+) show this many, with the rest one tap away. */
const SHOWN_SKILLS = 5;

const DOT_CLASSES: Record<MasteryDot['colour'], string> = {
  green: 'bg-green-600',
  yellow: 'bg-sun-400 ring-1 ring-yellow-700',
  red: 'bg-red-600',
};

function SkillRow({
  code,
  skillName,
  dot,
}: {
  code: string;
  skillName: string;
  dot: MasteryDot | undefined;
}) {
  return (
    <li className="flex items-start gap-2 text-base">
      <span className="mt-0.5 shrink-0 rounded-md bg-indigo-50 px-1.5 py-0.5 font-mono text-sm font-bold text-indigo-900">
        {code}
      </span>
      <span className="flex-1 leading-snug">{skillName}</span>
      {dot ? (
        <span
          role="img"
          aria-label={`${dot.label}, ${dot.percent}%`}
          title={`${dot.label}, ${dot.percent}%`}
          data-dot={dot.colour}
          className={clsx('mt-1.5 size-3.5 shrink-0 rounded-full', DOT_CLASSES[dot.colour])}
        />
      ) : null}
    </li>
  );
}

interface CategoryCardProps {
  card: PracticeCard;
  index: number;
  mastery: ReadonlyMap<string, MasterySnapshot>;
  onStart: () => void;
}

/** One practice card (spec section 2): its name, its TEKS list and a big Start button. */
export function CategoryCard({ card, index, mastery, onStart }: CategoryCardProps) {
  const Icon = ICONS[card.name] ?? BookOpen;
  const titleId = `card-${card.subject}-${index}`;
  const shown = card.skills.slice(0, SHOWN_SKILLS);
  const more = card.skills.slice(SHOWN_SKILLS);
  const row = (skill: PracticeCard['skills'][number]) => (
    <SkillRow
      key={skill.code}
      code={skill.code}
      skillName={skill.skillName}
      dot={masteryDot(mastery.get(skill.code))}
    />
  );

  return (
    <article
      aria-labelledby={titleId}
      data-testid="practice-card"
      className="flex flex-col gap-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-lg shadow-brand-900/5"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-xl font-black text-ink">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-2xl',
            ACCENTS[index % ACCENTS.length],
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        {card.name}
      </h2>
      <div className="flex-1 space-y-2">
        <p className="text-base font-bold text-indigo-800">
          {card.skills.length === 1 ? '1 skill' : `${card.skills.length} skills`}
        </p>
        <ul aria-label={`${card.name} skills`} className="space-y-1.5">
          {shown.map(row)}
        </ul>
        {more.length > 0 ? (
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-2 text-base font-bold text-indigo-800 hover:bg-indigo-50">
              <span className="group-open:hidden">Show {more.length} more</span>
              <span className="hidden group-open:inline">Show fewer</span>
            </summary>
            <ul aria-label={`More ${card.name} skills`} className="mt-1.5 space-y-1.5">
              {more.map(row)}
            </ul>
          </details>
        ) : null}
      </div>
      <Button size="lg" onClick={onStart} className="w-full">
        Start <span className="sr-only">{card.name}</span>
      </Button>
    </article>
  );
}
