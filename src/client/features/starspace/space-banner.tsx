import { Rocket, Star, Users } from 'lucide-react';
import type { RefObject } from 'react';
import type { CharacterView } from '../../../contracts/space';
import { Button } from '../../components/ui/button';
import { formatCount } from '../../lib/number-format';
import { CharacterAvatar } from './character-avatar';

interface SpaceBannerProps {
  starPower: number;
  companion: CharacterView | null;
  onOpenCrew: () => void;
  crewButtonRef: RefObject<HTMLButtonElement | null>;
}

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-1.5 text-lg font-black text-ink shadow-md';

/** The top of the map: the game's name, what to do, the student's StarPower, companion and crew. */
export function SpaceBanner({ starPower, companion, onOpenCrew, crewButtonRef }: SpaceBannerProps) {
  return (
    <section aria-labelledby="starspace-title" className="space-sky rounded-card p-5 shadow-xl sm:p-8">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="space-y-2">
          <h1 id="starspace-title" className="flex items-center gap-3 text-4xl font-black sm:text-5xl">
            <Rocket aria-hidden="true" className="size-10 shrink-0 text-sun-300 sm:size-12" />
            StarSpace
          </h1>
          <p className="max-w-2xl text-lg font-semibold text-indigo-50 sm:text-xl">
            Fly from planet to planet! Finish missions to earn StarPower, open new chapters and meet your
            crew.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p data-testid="space-star-power" className={CHIP}>
            <Star aria-hidden="true" className="size-6 fill-sun-400 text-brand-700" />
            {formatCount(starPower)} StarPower
          </p>
          <p data-testid="space-companion" className={CHIP}>
            {companion ? (
              <>
                <CharacterAvatar avatar={companion.avatar} rarity={companion.rarity} size="sm" />
                <span>
                  <span className="sr-only">Your companion: </span>
                  {companion.name}
                </span>
              </>
            ) : (
              <span className="text-base">No companion yet</span>
            )}
          </p>
          <Button ref={crewButtonRef} variant="sunny" size="lg" onClick={onOpenCrew}>
            <Users aria-hidden="true" />
            My Crew
          </Button>
        </div>
      </div>
    </section>
  );
}
