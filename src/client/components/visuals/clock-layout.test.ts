import { describe, expect, test } from 'vitest';
import { clockHandAngles, clockLayout } from './clock-layout';

describe('clock', () => {
  test('3:30: the minute hand points at the 6 (180°) and the hour hand halfway from 3 to 4 (105°)', () => {
    expect(clockHandAngles(3, 30)).toEqual({ hour: 105, minute: 180 });
  });

  test('the hour hand moves between hours as the minutes pass', () => {
    expect(clockHandAngles(12, 0)).toEqual({ hour: 0, minute: 0 });
    expect(clockHandAngles(9, 0)).toEqual({ hour: 270, minute: 0 });
    expect(clockHandAngles(10, 48)).toEqual({ hour: 324, minute: 288 });
    expect(clockHandAngles(12, 45).hour).toBe(22.5);
  });

  test('hands end where their angles say, and the hour hand is shorter', () => {
    const layout = clockLayout(3, 30);
    const { center } = layout;
    // 180°: straight down; 105°: right and a little down.
    expect(layout.minuteHand.x).toBeCloseTo(center.x);
    expect(layout.minuteHand.y).toBeGreaterThan(center.y);
    expect(layout.hourHand.x).toBeGreaterThan(center.x);
    expect(layout.hourHand.y).toBeGreaterThan(center.y);
    const length = (hand: { x: number; y: number }) => Math.hypot(hand.x - center.x, hand.y - center.y);
    expect(length(layout.hourHand)).toBeLessThan(length(layout.minuteHand) * 0.7);
  });

  test('a face of 12 numbers with 60 marks, every fifth an hour mark, 12 at the top', () => {
    const layout = clockLayout(1, 0);
    expect(layout.marks).toHaveLength(60);
    expect(layout.marks.filter((mark) => mark.hour)).toHaveLength(12);
    const twelve = layout.numbers.find((number) => number.text === '12')!;
    expect(twelve.x).toBeCloseTo(layout.center.x);
    expect(twelve.y).toBeLessThan(layout.center.y);
  });
});
