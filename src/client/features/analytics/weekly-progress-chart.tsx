import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import type { ChartDay } from './analytics-display';

/*
 * The Recharts bar chart of the week. This module is only ever loaded through React.lazy (see
 * weekly-progress.tsx), so Recharts is its own chunk and no other screen downloads it.
 */

const INK = '#1e1b4b';
const GRID = '#e0e7ff';

function percentLabel(value: unknown): string {
  return typeof value === 'number' ? `${value}%` : '';
}

// Tailwind's `sm` breakpoint: below it the chart drops its percent axis, since every bar carries its
// own label, and the seven day names get the room.
const WIDE = '(min-width: 40rem)';

function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

// Font sizes come from CSS (weekly-progress.tsx), so narrow phone bars get smaller labels than laptops.
export default function WeeklyProgressChart({ days }: { days: readonly ChartDay[] }) {
  const wide = useIsWide();
  return (
    <BarChart
      responsive
      data={[...days]}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 28, right: wide ? 8 : 0, bottom: 4, left: 0 }}
      // The page gives screen readers a table of the same figures; the drawing is hidden from them.
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis
        dataKey="day"
        // Every day keeps its name, even on a phone, where Recharts would otherwise skip some.
        interval={0}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        tick={{ fill: INK, fontWeight: 700 }}
      />
      <YAxis
        hide={!wide}
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(value: number) => `${value}%`}
        tickLine={false}
        axisLine={false}
        tick={{ fill: INK }}
        width={60}
      />
      {/* A day without answers has a null value: Recharts draws no bar and no label for it. */}
      {/* A day of all wrong answers (0%) still shows a sliver; a day off (null) shows nothing. */}
      <Bar
        dataKey="accuracy"
        radius={[10, 10, 0, 0]}
        maxBarSize={56}
        minPointSize={(value) => (value === null || value === undefined ? 0 : 4)}
        isAnimationActive={false}
      >
        {days.map((day) => (
          <Cell key={day.date} fill={day.fill} />
        ))}
        <LabelList
          dataKey="accuracy"
          position="top"
          formatter={percentLabel}
          style={{ fill: INK, fontWeight: 800 }}
        />
      </Bar>
    </BarChart>
  );
}
