import type { CSSProperties } from 'react';

const PIECES = ['⭐', '✨', '🌟', '💫'] as const;

interface BurstPiece {
  symbol: string;
  style: CSSProperties;
}

/**
 * The pieces of a burst, spread evenly round a circle with alternating reach: laid out from the index
 * alone, so a burst looks the same every time and needs no random numbers.
 */
function burstPieces(count: number, reach: number, top: string): BurstPiece[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * 2 * Math.PI;
    const distance = reach * (index % 2 === 0 ? 1 : 0.65);
    return {
      symbol: PIECES[index % PIECES.length]!,
      style: {
        '--burst-x': `${Math.round(Math.cos(angle) * distance)}px`,
        '--burst-y': `${Math.round(Math.sin(angle) * distance)}px`,
        '--burst-delay': `${(index % 3) * 0.08}s`,
        '--burst-turn': `${index % 2 === 0 ? 120 : -90}deg`,
        '--burst-size': index % 2 === 0 ? '1.75rem' : '1.25rem',
        '--burst-top': top,
      } as CSSProperties,
    };
  });
}

/**
 * A burst of stars over its (relatively positioned) parent, played once when it mounts; give it a new
 * `key` to play it again. Decorative: the words beside it carry the news. Hidden for reduced motion.
 */
export function CelebrationBurst({
  count = 14,
  reach = 140,
  top = '50%',
}: {
  count?: number;
  /** How far the outer stars fly, in pixels. */
  reach?: number;
  /** Where the burst starts, from the parent's top. */
  top?: string;
}) {
  return (
    <div aria-hidden="true" data-testid="celebration" className="space-burst">
      {burstPieces(count, reach, top).map((piece, index) => (
        <span key={index} className="space-burst-piece" style={piece.style}>
          {piece.symbol}
        </span>
      ))}
    </div>
  );
}
