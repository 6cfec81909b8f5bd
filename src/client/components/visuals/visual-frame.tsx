import type { ReactNode } from 'react';
import type { VisualKind } from '../../../core/items/visual-types';
import { VIEW_WIDTH } from './text-metrics';

interface VisualFrameProps {
  kind: VisualKind;
  /** The spec's imageDescription: what a screen reader says instead of the picture. */
  description: string;
  height: number;
  width?: number;
  /** The widest the figure grows on a big screen, in CSS pixels. */
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The SVG every visual draws into: one image to assistive technology (role="img", named by its
 * description, with a <title> too), as wide as its box up to `maxWidth`, and sharp at any size.
 */
export function VisualFrame({
  kind,
  description,
  height,
  width = VIEW_WIDTH,
  maxWidth = 540,
  children,
}: VisualFrameProps) {
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${width} ${Math.ceil(height)}`}
      className="mx-auto block h-auto w-full font-sans select-none"
      style={{ maxWidth }}
      data-visual-kind={kind}
    >
      <title>{description}</title>
      {children}
    </svg>
  );
}
