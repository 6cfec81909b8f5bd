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

export default function WeeklyProgressChart({ days }: { days: readonly ChartDay[] }) {
  return (
    <BarChart
      responsive
      data={[...days]}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 28, right: 8, bottom: 4, left: -12 }}
      // The page gives screen readers a table of the same figures; the drawing is hidden from them.
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis
        dataKey="day"
        tickLine={false}
        axisLine={{ stroke: GRID }}
        tick={{ fill: INK, fontSize: 16, fontWeight: 700 }}
      />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(value: number) => `${value}%`}
        tickLine={false}
        axisLine={false}
        tick={{ fill: INK, fontSize: 14 }}
        width={56}
      />
      {/* A day without answers has a null value: Recharts draws no bar and no label for it. */}
      <Bar dataKey="accuracy" radius={[10, 10, 0, 0]} maxBarSize={56} isAnimationActive={false}>
        {days.map((day) => (
          <Cell key={day.date} fill={day.fill} />
        ))}
        <LabelList
          dataKey="accuracy"
          position="top"
          formatter={percentLabel}
          style={{ fill: INK, fontSize: 16, fontWeight: 800 }}
        />
      </Bar>
    </BarChart>
  );
}
