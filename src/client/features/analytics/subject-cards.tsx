import { clsx } from 'clsx';
import { BookOpen, Calculator, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import type { Analytics } from '../../../contracts/progress';
import { buttonClasses } from '../../components/ui/button-styles';
import { BAND_STYLES, BAND_WORDS, bandOf, listedSkills, questionsText } from './analytics-display';

type SubjectCard = Analytics['subjects'][number];
type SkillFigure = SubjectCard['skills'][number];

// Writing is part of reading in our subjects, so the icon follows the card's name.
function SubjectIcon({ card }: { card: SubjectCard }) {
  const className = 'size-7';
  if (card.subject === 'math') return <Calculator aria-hidden="true" className={className} />;
  if (card.name === 'Writing') return <PenLine aria-hidden="true" className={className} />;
  return <BookOpen aria-hidden="true" className={className} />;
}

function SkillRow({ skill }: { skill: SkillFigure }) {
  const band = skill.accuracy === null ? null : BAND_STYLES[bandOf(skill.accuracy)];
  return (
    <li className="space-y-1" data-testid="skill-figure">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-base font-bold text-ink">{skill.name}</span>
        {skill.accuracy === null ? (
          <span className="shrink-0 text-base font-semibold text-indigo-900">Not tried yet</span>
        ) : (
          <span className={clsx('shrink-0 text-lg font-black tabular-nums', band?.text)}>
            {skill.accuracy}%
          </span>
        )}
      </p>
      {/* The bar repeats the number beside it, so screen readers skip it. */}
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-indigo-50">
        {skill.accuracy === null ? null : (
          <div className={clsx('h-full rounded-full', band?.bar)} style={{ width: `${skill.accuracy}%` }} />
        )}
      </div>
    </li>
  );
}

function SubjectCardView({ card }: { card: SubjectCard }) {
  const headingId = `subject-${card.name.toLowerCase()}`;
  const band = card.accuracy === null ? null : bandOf(card.accuracy);
  const listed = listedSkills(card.skills);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="subject-card"
      data-band={band ?? 'none'}
      className={clsx(
        'flex min-w-0 flex-col gap-4 rounded-card border-2 bg-white p-5 shadow-lg shadow-brand-900/5',
        band ? BAND_STYLES[band].ring : 'border-brand-100',
      )}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-indigo-50 text-indigo-800">
          <SubjectIcon card={card} />
        </span>
        <h3 id={headingId} className="min-w-0 text-2xl font-black">
          {card.name}
        </h3>
      </div>
      {band && card.accuracy !== null ? (
        <p className={clsx('flex items-baseline gap-3', BAND_STYLES[band].text)}>
          <span className="text-5xl font-black tabular-nums" data-testid="subject-accuracy">
            {card.accuracy}%
          </span>
          <span className="text-lg font-bold">{BAND_WORDS[band]}</span>
        </p>
      ) : null}
      {card.answered === 0 ? (
        <div className="space-y-3">
          <p className="text-base text-indigo-900">No {card.name} questions yet. Give it a try!</p>
          <Link href="/practice" className={buttonClasses({ variant: 'outline' })}>
            Practice {card.name}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-base font-semibold text-indigo-900">{questionsText(card.answered)} answered</p>
          <ul className="space-y-3" aria-label={`${card.name} skills`}>
            {listed.shown.map((skill) => (
              <SkillRow key={skill.name} skill={skill} />
            ))}
          </ul>
          {listed.untriedHidden > 0 ? (
            <p className="text-base font-semibold text-indigo-900" data-testid="untried-skills">
              + {listed.untriedHidden} more {listed.untriedHidden === 1 ? 'skill' : 'skills'} to try
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/** Mathematics, Reading and Writing, each coloured by the spec's score bands with its sub-skills. */
export function SubjectCards({ subjects }: { subjects: Analytics['subjects'] }) {
  return (
    <section aria-labelledby="subjects-title" className="space-y-4">
      <h2 id="subjects-title" className="text-2xl font-black">
        Your Subjects
      </h2>
      <ul className="grid gap-4 lg:grid-cols-3">
        {subjects.map((card) => (
          <SubjectCardView key={card.name} card={card} />
        ))}
      </ul>
    </section>
  );
}
