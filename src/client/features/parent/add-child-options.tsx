import { clsx } from 'clsx';
import { Link2, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import { CreateChildForm } from './create-child-form';
import { LinkChildForm } from './link-child-form';

function Option(props: {
  icon: LucideIcon;
  title: string;
  lead: string;
  className?: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <section className={clsx('space-y-4', props.className)}>
      <div className="flex items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-indigo-100 text-indigo-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-xl font-black">{props.title}</h3>
          <p className="text-base text-indigo-900">{props.lead}</p>
        </div>
      </div>
      {props.children}
    </section>
  );
}

/**
 * The two ways to add a child: link the account they already have, or create one. Shown as cards on
 * the empty portal and side by side in the "Add a child" dialog (`boxClassName` styles each half).
 */
export function AddChildOptions(props: { onAdded: (child: ChildSummary) => void; boxClassName?: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Option
        icon={Link2}
        title="Link your child's account"
        lead="Does your child already use StarPrep? Type the code from their Settings."
        className={props.boxClassName}
      >
        <LinkChildForm onLinked={props.onAdded} />
      </Option>
      <Option
        icon={UserPlus}
        title="Create an account for your child"
        lead="New to StarPrep? Make their account here. No email needed."
        className={props.boxClassName}
      >
        <CreateChildForm onCreated={props.onAdded} />
      </Option>
    </div>
  );
}
