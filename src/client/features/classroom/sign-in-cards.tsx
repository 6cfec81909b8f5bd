import { clsx } from 'clsx';
import { Printer, TriangleAlert } from 'lucide-react';
import type { SignInCard } from '../../../contracts/classrooms';
import { PrintSheet } from '../../components/print-sheet';
import { Button } from '../../components/ui/button';

/** One card, the same on screen and on paper: who, which class, the two codes and where to type them. */
function CardFace({ card, printed }: { card: SignInCard; printed?: boolean }) {
  return (
    <article
      data-testid={printed ? 'printed-card' : 'sign-in-card'}
      aria-label={printed ? undefined : `Sign-in card for ${card.name}`}
      className={clsx(
        'flex flex-col gap-2 break-inside-avoid bg-white text-ink',
        printed
          ? 'border-2 border-dashed border-neutral-500 p-4'
          : 'rounded-2xl border-2 border-indigo-200 p-4',
      )}
    >
      <p className="text-sm font-extrabold tracking-wide text-brand-800 uppercase">
        ⭐ StarPrep sign-in card
      </p>
      <p className="text-2xl leading-tight font-black">{card.name}</p>
      <p className="text-base font-semibold text-indigo-900">
        {card.className} · Grade {card.grade}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <dt className="text-sm font-bold">Class code</dt>
          <dd
            className="font-mono text-2xl font-black tracking-wider whitespace-nowrap"
            data-testid="card-class-code"
          >
            {card.classCode}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-bold">My secret code</dt>
          <dd
            className="font-mono text-2xl font-black tracking-wider whitespace-nowrap"
            data-testid="card-personal-code"
          >
            {card.personalCode}
          </dd>
        </div>
      </dl>
      <p className="text-sm font-semibold">
        Go to StarPrep → <strong>Sign in with a class code</strong>. Type both codes. Keep your secret code
        secret!
      </p>
    </article>
  );
}

/** The printout: three cards a row with dashed cut lines (print-sheet.css keeps everything else off). */
function PrintedCards({ cards }: { cards: readonly SignInCard[] }) {
  return (
    <PrintSheet name="sign-in-cards">
      <div className="grid grid-cols-3 pr-0.5 pb-0.5">
        {cards.map((card) => (
          <CardFace key={card.studentId} card={card} printed />
        ))}
      </div>
    </PrintSheet>
  );
}

/**
 * The sign-in cards just made, shown once: the server keeps only a fingerprint of each secret code,
 * so this is the teacher's one chance to print them (a lost card is replaced with "New card").
 */
export function SignInCards({ cards }: { cards: readonly SignInCard[] }) {
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-2xl border-2 border-yellow-500 bg-yellow-50 p-3 text-base font-bold text-yellow-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Print these cards now: the secret codes are shown only this once. Lost a card? Make a new one from the
        class list.
      </p>
      <Button size="lg" onClick={() => window.print()} className="w-full sm:w-auto">
        <Printer aria-hidden="true" />
        Print {cards.length === 1 ? 'card' : `${cards.length} cards`}
      </Button>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sign-in cards">
        {cards.map((card) => (
          <li key={card.studentId}>
            <CardFace card={card} />
          </li>
        ))}
      </ul>
      <PrintedCards cards={cards} />
    </div>
  );
}
