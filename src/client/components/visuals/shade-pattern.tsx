import { useId } from 'react';

/** Fill classes for shaded parts: a light tint with dark stripes, so shading never relies on colour alone. */
export function useShadePattern(): { id: string; fill: string } {
  const id = `shade${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { id, fill: `url(#${id})` };
}

export function ShadePattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width={10} height={10} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width={10} height={10} className="fill-brand-300" />
        <line x1={2} y1={0} x2={2} y2={10} strokeWidth={3.5} className="stroke-brand-700" />
      </pattern>
    </defs>
  );
}
