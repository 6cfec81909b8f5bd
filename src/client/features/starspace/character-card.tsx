import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import { useId } from 'react';
import type { CharacterView } from '../../../contracts/space';
import { Button } from '../../components/ui/button';
import { CharacterAvatar } from './character-avatar';
import { RARITY_STYLES } from './rarity-styles';
import { RARITY_LABELS } from './starspace-display';

interface CharacterCardProps {
  character: CharacterView;
  joined: boolean;
  selected: boolean;
  /** A select call is on its way (for this card or another): the buttons wait. */
  busy: boolean;
  onSelect: (character: CharacterView) => void;
}

/**
 * One crew member: face, name, rarity in words, and what they are like. One who has joined can be
 * chosen as companion (the chosen one is highlighted); one who has not says when they join.
 */
export function CharacterCard({ character, joined, selected, busy, onSelect }: CharacterCardProps) {
  const nameId = useId();
  const rarity = RARITY_STYLES[character.rarity];
  return (
    <article
      aria-labelledby={nameId}
      data-testid="crew-card"
      data-character={character.id}
      data-joined={joined}
      data-selected={selected}
      className={clsx(
        'flex h-full flex-col gap-3 rounded-card border-2 p-4',
        selected && 'border-brand-500 bg-brand-50 ring-4 ring-brand-300',
        joined && !selected && ['bg-white', rarity.border],
        !joined && 'border-dashed border-indigo-200 bg-indigo-50',
      )}
    >
      <div className="flex items-center gap-3">
        <CharacterAvatar
          avatar={character.avatar}
          rarity={character.rarity}
          size="lg"
          className={joined ? undefined : 'opacity-50 grayscale'}
        />
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} className="text-xl leading-tight font-black text-ink">
            {character.name}
          </h3>
          <p
            className={clsx(
              'inline-flex rounded-full px-3 py-0.5 text-sm font-black tracking-wide uppercase',
              rarity.pill,
            )}
          >
            {RARITY_LABELS[character.rarity]}
          </p>
        </div>
      </div>
      <p className="flex-1 text-base text-indigo-900">{character.description}</p>
      {joined ? (
        <Button
          variant={selected ? 'primary' : 'outline'}
          className={clsx('w-full', selected && 'cursor-default')}
          // The companion's button is off but stays bright and focusable: it tells who the companion is.
          aria-disabled={selected || undefined}
          disabled={!selected && busy}
          onClick={() => {
            if (!selected) onSelect(character);
          }}
        >
          {selected ? (
            <>
              <Check aria-hidden="true" />
              Your companion
            </>
          ) : (
            <>
              Select<span className="sr-only"> {character.name}</span>
            </>
          )}
        </Button>
      ) : (
        <p className="flex min-h-11 items-center gap-2 text-base font-bold text-indigo-900">
          <Lock aria-hidden="true" className="size-5 shrink-0" />
          Joins in chapter {character.unlockedAtChapter}
        </p>
      )}
    </article>
  );
}
