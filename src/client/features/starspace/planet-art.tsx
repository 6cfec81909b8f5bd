import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

interface PlanetLook {
  /** Light, middle and dark stops of the sphere's shading. */
  colors: readonly [string, string, string];
  /** Surface details drawn over the sphere (craters, dunes, waves), clipped to it. */
  surface: ReactNode;
  /** A ring round the planet. */
  ring?: string;
}

// The journey's planets in order. The content lives on the server, so the art goes by position: a fifth
// planet would reuse the first look rather than break.
const LOOKS: readonly PlanetLook[] = [
  {
    // A pale moon with craters.
    colors: ['#eef2ff', '#a5b4fc', '#4338ca'],
    surface: (
      <g fill="#6366f1" opacity="0.45">
        <circle cx="38" cy="40" r="9" />
        <circle cx="64" cy="62" r="12" />
        <circle cx="60" cy="30" r="5" />
        <circle cx="34" cy="68" r="5" />
      </g>
    ),
  },
  {
    // A desert planet with dunes.
    colors: ['#fef3c7', '#fb923c', '#9a3412'],
    surface: (
      <g fill="none" stroke="#c2410c" strokeWidth="5" strokeLinecap="round" opacity="0.55">
        <path d="M12 44 Q 30 36 48 44 T 88 44" />
        <path d="M10 62 Q 30 54 50 62 T 90 62" />
        <path d="M20 28 Q 36 22 52 28" />
      </g>
    ),
  },
  {
    // An ocean moon with waves.
    colors: ['#cffafe', '#22d3ee', '#0e7490'],
    surface: (
      <g fill="none" stroke="#ecfeff" strokeWidth="4" strokeLinecap="round" opacity="0.7">
        <path d="M16 38 q 8 -6 16 0 t 16 0 t 16 0" />
        <path d="M26 56 q 8 -6 16 0 t 16 0 t 16 0" />
        <path d="M22 72 q 8 -6 16 0 t 16 0" />
      </g>
    ),
  },
  {
    // A ringed planet: Planet Lasso.
    colors: ['#f5d0fe', '#c084fc', '#6b21a8'],
    surface: (
      <g fill="#7e22ce" opacity="0.35">
        <rect x="0" y="34" width="100" height="8" />
        <rect x="0" y="58" width="100" height="6" />
      </g>
    ),
    ring: '#facc15',
  },
];

/** A planet drawn in SVG: a shaded sphere with its surface, and a ring on the ringed one. Decorative. */
export function PlanetArt({ order, className }: { order: number; className?: string }) {
  const id = useId();
  const look = LOOKS[order % LOOKS.length]!;
  const shade = `${id}-shade`;
  const clip = `${id}-clip`;
  const [light, middle, dark] = look.colors;
  return (
    <svg
      aria-hidden="true"
      viewBox="-10 -10 120 120"
      className={clsx('shrink-0 drop-shadow-lg', className)}
      focusable="false"
    >
      <defs>
        <radialGradient id={shade} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor={light} />
          <stop offset="55%" stopColor={middle} />
          <stop offset="100%" stopColor={dark} />
        </radialGradient>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="42" />
        </clipPath>
      </defs>
      {look.ring ? (
        <ellipse
          cx="50"
          cy="50"
          rx="56"
          ry="14"
          fill="none"
          stroke={look.ring}
          strokeWidth="5"
          opacity="0.9"
        />
      ) : null}
      <circle cx="50" cy="50" r="42" fill={`url(#${shade})`} />
      <g clipPath={`url(#${clip})`}>{look.surface}</g>
      {look.ring ? (
        // The front half of the ring passes over the planet.
        <path
          d="M -6 50 A 56 14 0 0 0 106 50"
          fill="none"
          stroke={look.ring}
          strokeWidth="5"
          strokeLinecap="round"
        />
      ) : null}
      <circle cx="34" cy="30" r="9" fill="#fff" opacity="0.35" />
    </svg>
  );
}
