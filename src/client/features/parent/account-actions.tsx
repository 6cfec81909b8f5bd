import { Download, LogIn, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { DeleteChildDialog } from './delete-child-dialog';
import { childExportPath } from './parent-api';
import { shortName } from './parent-text';
import { SignInAsChildDialog } from './sign-in-as-child-dialog';

function ActionRow(props: { icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center">
      <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-indigo-700 md:block" />
      <div className="min-w-0 flex-1">
        <h4 className="text-lg font-extrabold">{props.title}</h4>
        <p className="text-base text-indigo-900">{props.text}</p>
      </div>
      <div className="shrink-0 *:w-full md:*:w-auto">{props.children}</div>
    </li>
  );
}

/** The child's account: hand over this device, download their data, or delete the account. */
export function AccountActions({ child, parentIsGuest }: { child: ChildSummary; parentIsGuest: boolean }) {
  const [dialog, setDialog] = useState<'sign-in' | 'delete' | null>(null);
  const name = shortName(child.name);
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h3 className="text-2xl font-black">{child.name}&apos;s account</h3>
      <ul className="divide-y-2 divide-brand-50">
        <ActionRow
          icon={LogIn}
          title="Hand over this device"
          text={`Sign this device in as ${name} so they can practice. You'll need to sign in again afterwards.`}
        >
          <Button variant="secondary" onClick={() => setDialog('sign-in')}>
            <LogIn aria-hidden="true" />
            Let {name} sign in on this device
          </Button>
        </ActionRow>
        <ActionRow
          icon={Download}
          title="Download their data"
          text={`Everything StarPrep keeps about ${name}, as one file (JSON) you can keep.`}
        >
          {/* A plain link: the server sends the file with its name, and the browser saves it. */}
          <a href={childExportPath(child.id)} download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Download {name}&apos;s data
          </a>
        </ActionRow>
        <ActionRow
          icon={Trash2}
          title="Delete the account"
          text={`Deletes ${name}'s account and all their data for good. You'll be asked to confirm.`}
        >
          <Button variant="danger-outline" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            Delete {name}&apos;s account
          </Button>
        </ActionRow>
      </ul>
      <SignInAsChildDialog
        child={child}
        parentIsGuest={parentIsGuest}
        open={dialog === 'sign-in'}
        onOpenChange={(open) => setDialog(open ? 'sign-in' : null)}
      />
      <DeleteChildDialog
        child={child}
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
      />
    </Card>
  );
}
