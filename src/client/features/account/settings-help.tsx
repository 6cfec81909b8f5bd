import { CircleHelp, EyeOff, Lock, MessageCircleHeart, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';

const PRIVACY_PROMISES: readonly { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: 'No ads' },
  { icon: EyeOff, text: 'No trackers' },
  { icon: Lock, text: 'Your data stays private' },
];

/** What StarPrep promises about privacy: each one holds (no ads, no third-party scripts). */
export function PrivacyBadges() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Privacy">
      {PRIVACY_PROMISES.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="inline-flex items-center gap-2 rounded-full border-2 border-green-200 bg-green-50 px-3 py-1.5 text-base font-bold text-green-900"
        >
          <Icon aria-hidden="true" className="size-5 text-green-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}

const HELP_TOPICS = [
  {
    id: 'how-it-works',
    icon: CircleHelp,
    label: 'How StarPrep works',
    text: 'Practice questions for your grade help you get ready for the STAAR test. As you practice you earn StarPower, and StarPower unlocks new chapters in StarSpace. Stuck on something? Chat with Nova for a tip.',
  },
  {
    id: 'contact-teacher',
    icon: MessageCircleHeart,
    label: 'Contact your teacher',
    text: 'Have a question about your class, your grade or your account? Ask your teacher or a grown-up at home. They are happy to help!',
  },
] as const;

/** Two help buttons; each shows or hides a short answer right below. */
export function HelpButtons() {
  const baseId = useId();
  const [openTopic, setOpenTopic] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {HELP_TOPICS.map(({ id, icon: Icon, label }) => (
          <Button
            key={id}
            variant="outline"
            aria-expanded={openTopic === id}
            aria-controls={`${baseId}-${id}`}
            onClick={() => setOpenTopic((current) => (current === id ? null : id))}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      {HELP_TOPICS.map(({ id, label, text }) => (
        <div
          key={id}
          id={`${baseId}-${id}`}
          hidden={openTopic !== id}
          className="rounded-2xl border-2 border-indigo-100 bg-indigo-50 p-4 text-base"
        >
          <p className="font-extrabold">{label}</p>
          <p>{text}</p>
        </div>
      ))}
    </div>
  );
}
