import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Star, UserRound } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { PROFILE_AVATARS, PROFILE_COLORS, type ProfileColor } from '../../../core/accounts/account';
import type { User } from '../../../contracts/user';
import { ProfileAvatar } from '../../components/profile-avatar';
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
import { readableErrorMessage } from '../../lib/error-message';
import { formatCount } from '../../lib/number-format';
import { PROFILE_COLOR_STYLES } from '../../lib/profile-colors';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { saveProfile } from './account-api';
import { LockedAchievements } from './locked-achievements';

type Avatar = (typeof PROFILE_AVATARS)[number];

interface ProfileDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function isListedAvatar(value: string): value is Avatar {
  return (PROFILE_AVATARS as readonly string[]).includes(value);
}

function PickerSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 id={id} className="text-lg font-extrabold text-indigo-950">
        {title}
      </h3>
      {children}
    </section>
  );
}

const choiceClasses =
  'grid place-items-center rounded-2xl border-3 transition-transform hover:scale-105 data-[state=checked]:scale-105';

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const [avatar, setAvatar] = useState<Avatar>(
    isListedAvatar(user.avatar) ? user.avatar : PROFILE_AVATARS[0],
  );
  const [color, setColor] = useState<ProfileColor>(user.profileColor);

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (updatedUser) => {
      // The spec reloads the page; we put the server's updated user in the cache instead.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, updatedUser);
      toast({ title: 'Profile saved', description: 'Looking great!' });
    },
    // The spec closes the dialog and shows nothing on failure; we still close it, and say so.
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: "Your profile wasn't saved",
        description: readableErrorMessage(error, 'Please try again in a moment.'),
      });
    },
    onSettled: onDone,
  });

  return (
    <>
      <DialogBody className="grid gap-6 md:grid-cols-[15rem_1fr]">
        {/* The preview: side by side on phones (so the choices show sooner), stacked beside them on wider screens. */}
        <div className="flex items-center gap-4 self-start rounded-card bg-gradient-to-br from-sun-200 via-brand-100 to-indigo-100 p-4 md:flex-col md:gap-2 md:p-5 md:text-center">
          <ProfileAvatar avatar={avatar} color={color} size="xl" className="max-md:size-24 max-md:text-5xl" />
          <div className="min-w-0 space-y-1 md:space-y-2">
            <p className="text-xl font-black break-words md:text-2xl">
              {user.name.trim() || 'STAAR Student'}
            </p>
            <p className="text-base font-bold text-indigo-900 md:text-lg">Grade {user.grade} Champion</p>
            <p className="inline-flex items-center gap-2 rounded-full border-2 border-sun-400 bg-white px-3 py-1 text-base font-extrabold whitespace-nowrap md:px-4 md:py-1.5">
              <Star aria-hidden="true" className="size-5 fill-sun-400 text-brand-700" />
              {formatCount(user.starPower)} Star Power
            </p>
          </div>
        </div>

        <div className="space-y-6">
          <PickerSection title="Choose your avatar" id={`${ids}-avatar`}>
            <RadioGroup.Root
              aria-labelledby={`${ids}-avatar`}
              value={avatar}
              onValueChange={(value) => {
                if (isListedAvatar(value)) setAvatar(value);
              }}
              className="grid grid-cols-6 gap-2 sm:grid-cols-10"
            >
              {PROFILE_AVATARS.map((emoji) => (
                <RadioGroup.Item
                  key={emoji}
                  value={emoji}
                  className={clsx(
                    choiceClasses,
                    'aspect-square min-h-11 border-transparent bg-brand-50 text-2xl hover:bg-brand-100',
                    'data-[state=checked]:border-brand-600 data-[state=checked]:bg-sun-200',
                  )}
                >
                  {emoji}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </PickerSection>

          <PickerSection title="Choose your color" id={`${ids}-color`}>
            <RadioGroup.Root
              aria-labelledby={`${ids}-color`}
              value={color}
              onValueChange={(value) => setColor(value as ProfileColor)}
              className="grid grid-cols-6 gap-2 md:grid-cols-12 md:gap-1.5"
            >
              {PROFILE_COLORS.map((option) => {
                const style = PROFILE_COLOR_STYLES[option];
                return (
                  <RadioGroup.Item
                    key={option}
                    value={option}
                    aria-label={style.label}
                    className={clsx(
                      choiceClasses,
                      'aspect-square min-h-11 rounded-full border-white shadow ring-2 ring-transparent',
                      'data-[state=checked]:ring-ink',
                      style.swatch,
                    )}
                  >
                    <RadioGroup.Indicator>
                      <Check aria-hidden="true" className={clsx('size-6 stroke-[3]', style.check)} />
                    </RadioGroup.Indicator>
                  </RadioGroup.Item>
                );
              })}
            </RadioGroup.Root>
          </PickerSection>
        </div>

        <div className="md:col-span-2">
          <PickerSection title="Achievements" id={`${ids}-achievements`}>
            <LockedAchievements headingId={`${ids}-achievements`} />
            <p className="text-base text-indigo-900">Keep practicing to unlock your badges!</p>
          </PickerSection>
        </div>
      </DialogBody>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          onClick={() => save.mutate({ avatar, profileColor: color })}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Profile customisation (spec section 2): a modal with no route of its own. */
export function ProfileDialog({ user, open, onOpenChange, returnFocusTo }: ProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>
            <UserRound aria-hidden="true" className="size-8 text-indigo-700" />
            Your Profile
          </DialogTitle>
          <DialogDescription>Pick an avatar and a color that feel just like you!</DialogDescription>
        </DialogHeader>
        <ProfileForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
