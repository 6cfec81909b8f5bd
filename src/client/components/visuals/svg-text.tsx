import { FONT, fractionParts, lineHeight, textWidth } from './text-metrics';

type Anchor = 'start' | 'middle' | 'end';

interface LabelProps {
  x: number;
  /** The middle of the line (not the baseline), so labels centre on what they name. */
  y: number;
  children: string;
  size?: number;
  anchor?: Anchor;
  bold?: boolean;
  /** Plain text (500) instead of the usual semibold; for table cells, which need the room. */
  plain?: boolean;
  /** A fill class; ink on white passes AA with room to spare. */
  className?: string;
  /** Degrees, about (x, y): -90 for a y-axis label. */
  rotate?: number;
}

/** One line of text centred vertically on `y`. */
export function Label({
  x,
  y,
  children,
  size = FONT.label,
  anchor = 'middle',
  bold = false,
  plain = false,
  className = 'fill-ink',
  rotate,
}: LabelProps) {
  return (
    <text
      x={x}
      y={y}
      dy="0.35em"
      fontSize={size}
      fontWeight={bold ? 700 : plain ? 500 : 600}
      textAnchor={anchor}
      className={className}
      transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
    >
      {children}
    </text>
  );
}

interface LinesProps extends Omit<LabelProps, 'children' | 'rotate'> {
  lines: string[];
}

/** Several lines centred as a block on `y`. */
export function Lines({ lines, x, y, size = FONT.label, ...rest }: LinesProps) {
  const step = lineHeight(size);
  const top = y - ((lines.length - 1) * step) / 2;
  return (
    <>
      {lines.map((line, index) => (
        <Label key={index} x={x} y={top + index * step} size={size} {...rest}>
          {line}
        </Label>
      ))}
    </>
  );
}

/**
 * A number label: "3/4" is drawn as a stacked fraction and "1 1/2" as a mixed number, the way a
 * textbook writes them; anything else is plain text. Centred on (x, y).
 */
export function MathLabel({
  x,
  y,
  text,
  size = FONT.label,
}: {
  x: number;
  y: number;
  text: string;
  size?: number;
}) {
  const parts = fractionParts(text);
  if (!parts)
    return (
      <Label x={x} y={y} size={size}>
        {text}
      </Label>
    );
  const barWidth = Math.max(textWidth(parts.numerator, size), textWidth(parts.denominator, size)) + 4;
  const wholeWidth = parts.whole ? textWidth(parts.whole, size) + 3 : 0;
  const left = x - (wholeWidth + barWidth) / 2;
  const fractionX = left + wholeWidth + barWidth / 2;
  const offset = size * 0.68;
  return (
    <g>
      {parts.whole ? (
        <Label x={left} y={y} size={size} anchor="start">
          {parts.whole}
        </Label>
      ) : null}
      <Label x={fractionX} y={y - offset} size={size}>
        {parts.numerator}
      </Label>
      <line
        x1={fractionX - barWidth / 2}
        x2={fractionX + barWidth / 2}
        y1={y}
        y2={y}
        strokeWidth={1.75}
        className="stroke-ink"
      />
      <Label x={fractionX} y={y + offset} size={size}>
        {parts.denominator}
      </Label>
    </g>
  );
}
