import type { AnalogClockVisual } from '../../../core/items/visual-types';
import { clockLayout } from './clock-layout';
import { Label } from './svg-text';
import { VisualFrame } from './visual-frame';

/**
 * An analog clock. The hour hand is short and thick, the minute hand long and thin, so they differ by
 * shape as well as colour.
 */
export function AnalogClock({ visual }: { visual: AnalogClockVisual }) {
  const layout = clockLayout(visual.hour, visual.minute);
  const { center, radius } = layout;
  return (
    <VisualFrame
      kind={visual.kind}
      description={visual.imageDescription}
      width={layout.width}
      height={layout.height}
      maxWidth={340}
    >
      <circle
        cx={center.x}
        cy={center.y}
        r={radius}
        strokeWidth={8}
        className="fill-white stroke-brand-600"
      />
      <circle cx={center.x} cy={center.y} r={radius - 5} fill="none" strokeWidth={2} className="stroke-ink" />
      {layout.marks.map((mark, index) => (
        <line
          key={index}
          {...{ x1: mark.x1, y1: mark.y1, x2: mark.x2, y2: mark.y2 }}
          strokeWidth={mark.hour ? 4 : 2}
          strokeLinecap="round"
          className={mark.hour ? 'stroke-ink' : 'stroke-ink/60'}
        />
      ))}
      {layout.numbers.map((number) => (
        <Label key={number.text} x={number.x} y={number.y} size={28} bold>
          {number.text}
        </Label>
      ))}
      <line
        x1={center.x}
        y1={center.y}
        x2={layout.hourHand.x}
        y2={layout.hourHand.y}
        strokeWidth={11}
        strokeLinecap="round"
        className="stroke-ink"
        data-hand="hour"
      />
      <line
        x1={center.x}
        y1={center.y}
        x2={layout.minuteHand.x}
        y2={layout.minuteHand.y}
        strokeWidth={6}
        strokeLinecap="round"
        className="stroke-brand-700"
        data-hand="minute"
      />
      <circle cx={center.x} cy={center.y} r={9} className="fill-brand-700 stroke-ink" strokeWidth={2} />
    </VisualFrame>
  );
}
