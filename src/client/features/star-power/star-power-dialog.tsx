import { CalendarDays, Rocket, Star, Sun, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/user';
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
import { formatCount } from '../../lib/number-format';
import { nextStarPowerGoal, percentTowards } from './next-goal';

interface StarPowerDialogProps {
  user: User;
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
  return (
    <section className="space-y-2 rounded-2xl border-2 border-brand-100 bg-white p-4">
      <h3 className="flex items-center gap-2 text-lg font-extrabold">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The StarPower panel (spec section 2): total, today, this week, recent achievements and the next goal.
 * Until the rewards work adds the StarPower ledger to the API, only the total is known (it comes with
 * the user); the other cards say how to fill them instead of showing made-up figures.
 */
export function StarPowerDialog({ user, open, onOpenChange, returnFocusTo }: StarPowerDialogProps) {
  const goal = nextStarPowerGoal(user.starPower);
  const percent = percentTowards(user.starPower, goal);
  const toGo = goal - user.starPower;

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
        {/* Nothing in it takes focus, so the body itself does: keyboards can scroll it on a phone. */}
        <DialogBody
          tabIndex={0}
          className="grid gap-4 bg-gradient-to-b from-brand-100 to-white pt-2 sm:grid-cols-2"
        >
          <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-sun-300 to-brand-300 p-5 shadow-inner">
            <span className="grid size-16 shrink-0 place-items-center rounded-full bg-white shadow-md">
              <Star aria-hidden="true" className="size-10 fill-sun-400 text-brand-700" />
            </span>
            <p className="flex flex-col">
              <span className="text-4xl font-black tabular-nums">{formatCount(user.starPower)}</span>
              <span className="text-base font-bold">StarPower in total</span>
            </p>
          </div>

          <PanelCard icon={Target} title="Next goal">
            <p className="text-base font-bold">{formatCount(goal)} StarPower</p>
            <div
              role="progressbar"
              aria-label="Progress to your next goal"
              aria-valuemin={0}
              aria-valuemax={goal}
              aria-valuenow={Math.max(0, user.starPower)}
              aria-valuetext={`${formatCount(user.starPower)} of ${formatCount(goal)} StarPower`}
              className="h-5 overflow-hidden rounded-full border-2 border-brand-200 bg-brand-50"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-sun-400 to-brand-500 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-base font-semibold text-indigo-900">{formatCount(toGo)} more to go!</p>
          </PanelCard>

          <PanelCard icon={Sun} title="Today">
            <p className="text-base text-indigo-900">Answer questions to earn StarPower today!</p>
          </PanelCard>
          <PanelCard icon={CalendarDays} title="This week">
            <p className="text-base text-indigo-900">
              Practice a little each day to fill up your week. A new week starts every Monday.
            </p>
          </PanelCard>

          <div className="sm:col-span-2">
            <PanelCard icon={Trophy} title="Recent achievements">
              <p className="text-base text-indigo-900">
                No badges yet. Keep practicing and your first badge will show up here!
              </p>
            </PanelCard>
          </div>
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
