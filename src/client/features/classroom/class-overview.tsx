import { Activity, ClipboardList, MessageSquareText, Percent, Users, type LucideIcon } from 'lucide-react';
import type { ClassroomDashboard } from '../../../contracts/classrooms';
import { formatCount } from '../../lib/number-format';
import { percentText } from './classroom-display';

function Tile(props: { icon: LucideIcon; label: string; value: string; spoken?: string; tint: string }) {
  const Icon = props.icon;
  return (
    // Two across on a phone, so the icon sits above the figure there.
    <li className="flex flex-col gap-2 rounded-card border-2 border-brand-100 bg-white p-4 shadow-md sm:flex-row sm:items-center sm:gap-3">
      <span className={`grid size-11 shrink-0 place-items-center rounded-2xl sm:size-12 ${props.tint}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-bold text-indigo-900">{props.label}</h3>
        <p className="text-3xl font-black text-ink tabular-nums">
          <span aria-hidden={props.spoken ? true : undefined}>{props.value}</span>
          {props.spoken ? <span className="sr-only">{props.spoken}</span> : null}
        </p>
      </div>
    </li>
  );
}

/** Class overview (spec section 2): the class this week at a glance, from its students' real answers. */
export function ClassOverview({ overview }: { overview: ClassroomDashboard['overview'] }) {
  return (
    <section aria-labelledby="overview-title" className="space-y-3">
      <h2 id="overview-title" className="text-2xl font-black">
        Class Overview
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="class-overview">
        <Tile
          icon={Users}
          label="Students"
          value={formatCount(overview.studentCount)}
          tint="bg-indigo-100 text-indigo-800"
        />
        <Tile
          icon={Activity}
          label="Active this week"
          value={formatCount(overview.activeThisWeek)}
          tint="bg-green-100 text-green-800"
        />
        <Tile
          icon={MessageSquareText}
          label="Questions this week"
          value={formatCount(overview.questionsThisWeek)}
          tint="bg-blue-100 text-blue-800"
        />
        <Tile
          icon={Percent}
          label="Average accuracy"
          value={percentText(overview.averageAccuracy)}
          spoken={overview.averageAccuracy === null ? 'No answers yet' : undefined}
          tint="bg-sun-200 text-brand-800"
        />
        <Tile
          icon={ClipboardList}
          label="Open assignments"
          value={formatCount(overview.assignmentsOpen)}
          tint="bg-purple-100 text-purple-800"
        />
      </ul>
    </section>
  );
}
