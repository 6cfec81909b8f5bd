import { format, parseISO } from 'date-fns';
import { CalendarDays, Rocket, Star, Sun, Target, Trophy, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import type { Achievement, StarPowerPanel } from '../../../contracts/progress';
import { ACHIEVEMENT_ICONS } from '../../components/achievement-icon';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Spinner } from '../../components/ui/spinner';
import { formatCount } from '../../lib/number-format';
import { useStarPowerPanel } from './star-power-api';

interface StarPowerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function PanelCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-2xl border-2 border-brand-100 bg-white p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function Figure({ value }: { value: number }) {
  return <p className="text-3xl font-black tabular-nums">{formatCount(value)}</p>;
}

function RecentBadge({ achievement }: { achievement: Achievement }) {
  const Icon = ACHIEVEMENT_ICONS[achievement.id];
  return (
    <li className="flex flex-col items-center gap-1 rounded-2xl bg-sun-200 p-3 text-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white shadow">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="text-base font-extrabold">{achievement.name}</span>
      <span className="text-sm font-semibold text-indigo-900">
        {achievement.earnedAt ? `Earned ${format(parseISO(achievement.earnedAt), 'MMM d')}` : 'Earned'}
      </span>
    </li>
  );
}

/** The figures of GET /api/star-power: total, today, this week, the next goal and recent badges. */
function PanelFigures({ panel }: { panel: StarPowerPanel }) {
  const { total, today, thisWeek } = panel.totals;
  const goal = panel.nextGoal;
  return (
    <>
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-sun-300 to-brand-300 p-5 shadow-inner">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-white shadow-md">
          <Star aria-hidden="true" className="size-10 fill-sun-400 text-brand-700" />
        </span>
        <p className="flex flex-col">
          <span className="text-4xl font-black tabular-nums">{formatCount(total)}</span>
          <span className="text-base font-bold">StarPower in total</span>
        </p>
      </div>

      <PanelCard icon={Target} title="Next goal">
        <p className="text-base font-bold">{formatCount(goal)} StarPower</p>
        <ProgressBar
          value={total}
          max={goal}
          label="Progress to your next goal"
          valueText={`${formatCount(total)} of ${formatCount(goal)} StarPower`}
          fillClassName="bg-gradient-to-r from-sun-400 to-brand-500"
          className="h-5 border-brand-200 bg-brand-50"
        />
        <p className="text-base font-semibold text-indigo-900">
          {formatCount(Math.max(0, goal - total))} more to go!
        </p>
      </PanelCard>

      <PanelCard icon={Sun} title="Today">
        <Figure value={today} />
        <p className="text-base text-indigo-900">
          {today > 0 ? 'Great work today!' : 'Answer questions to earn StarPower today!'}
        </p>
      </PanelCard>
      <PanelCard icon={CalendarDays} title="This week">
        <Figure value={thisWeek} />
        <p className="text-base text-indigo-900">A new week starts every Monday.</p>
      </PanelCard>

      <div className="sm:col-span-2">
        <PanelCard icon={Trophy} title="Recent achievements">
          {panel.recentAchievements.length > 0 ? (
            <ul aria-label="Recent achievements" className="grid gap-2 sm:grid-cols-3">
              {panel.recentAchievements.map((achievement) => (
                <RecentBadge key={achievement.id} achievement={achievement} />
              ))}
            </ul>
          ) : (
            <p className="text-base text-indigo-900">
              No badges yet. Keep practicing and your first badge will show up here!
            </p>
          )}
        </PanelCard>
      </div>
    </>
  );
}

/** Mounted only while the dialog is open, so each opening fetches the newest figures. */
function PanelBody() {
  const panel = useStarPowerPanel();
  if (panel.isPending) return <Spinner label="Loading your StarPower" className="sm:col-span-2" />;
  if (!panel.data) {
    return (
      <div role="alert" className="space-y-3 sm:col-span-2">
        <p className="text-lg font-bold text-red-800">We couldn&apos;t load your StarPower.</p>
        <Button variant="outline" onClick={() => void panel.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <PanelFigures panel={panel.data} />;
}

/** The StarPower panel (spec section 2): total, today, this week, recent achievements and the next goal. */
export function StarPowerDialog({ open, onOpenChange, returnFocusTo }: StarPowerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" returnFocusTo={returnFocusTo}>
        <DialogHeader className="bg-gradient-to-br from-sun-200 to-brand-100">
          <DialogTitle>
            <Star aria-hidden="true" className="size-8 fill-sun-400 text-brand-700" />
            Your StarPower
          </DialogTitle>
          <DialogDescription>
            You earn StarPower for your hard work. Collect it to unlock new chapters in StarSpace!
          </DialogDescription>
        </DialogHeader>
        {/* Usually nothing in it takes focus, so the body itself does: keyboards can scroll it on a phone. */}
        <DialogBody
          tabIndex={0}
          className="grid gap-4 bg-gradient-to-b from-brand-100 to-white pt-2 sm:grid-cols-2"
        >
          <PanelBody />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Link href="/practice" className={buttonClasses({ variant: 'primary' })}>
              <Rocket aria-hidden="true" />
              Earn more StarPower
            </Link>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
