import { pointOnCircle } from './fraction-layout';

/**
 * Where the hands point, in degrees clockwise from 12. The minute hand moves 6° a minute; the hour
 * hand 30° an hour plus half a degree a minute, so at 3:30 it is halfway between the 3 and the 4.
 */
export function clockHandAngles(hour: number, minute: number): { hour: number; minute: number } {
  return { hour: (hour % 12) * 30 + minute / 2, minute: minute * 6 };
}

export interface ClockLayout {
  width: number;
  height: number;
  center: { x: number; y: number };
  radius: number;
  /** 60 marks round the rim; every fifth is an hour mark (longer and thicker). */
  marks: { x1: number; y1: number; x2: number; y2: number; hour: boolean }[];
  numbers: { x: number; y: number; text: string }[];
  hourHand: { x: number; y: number; angle: number };
  minuteHand: { x: number; y: number; angle: number };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** An analog clock face 1–12 with minute marks and two hands of clearly different lengths. */
export function clockLayout(hour: number, minute: number, size = 300): ClockLayout {
  const radius = size / 2 - 10;
  const center = { x: size / 2, y: size / 2 };
  const at = (degrees: number, distance: number) => {
    const point = pointOnCircle(center.x, center.y, distance, degrees);
    return { x: round(point.x), y: round(point.y) };
  };
  const angles = clockHandAngles(hour, minute);
  return {
    width: size,
    height: size,
    center,
    radius,
    marks: Array.from({ length: 60 }, (_, index) => {
      const hourMark = index % 5 === 0;
      const outer = at(index * 6, radius - 8);
      const inner = at(index * 6, radius - (hourMark ? 24 : 15));
      return { x1: inner.x, y1: inner.y, x2: outer.x, y2: outer.y, hour: hourMark };
    }),
    numbers: Array.from({ length: 12 }, (_, index) => ({
      ...at((index + 1) * 30, radius - 46),
      text: String(index + 1),
    })),
    hourHand: { ...at(angles.hour, radius * 0.5), angle: angles.hour },
    minuteHand: { ...at(angles.minute, radius * 0.8), angle: angles.minute },
  };
}
