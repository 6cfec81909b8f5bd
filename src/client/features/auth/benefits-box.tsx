import { BookOpen, ChartColumn, ClipboardList, Rocket, Sparkles } from 'lucide-react';

const BENEFITS = [
  { icon: BookOpen, text: 'Unlimited practice questions' },
  { icon: ClipboardList, text: 'Mock exams just like the real STAAR' },
  { icon: Rocket, text: 'StarSpace adventures and rewards' },
  { icon: Sparkles, text: 'Nova, your friendly study helper' },
  { icon: ChartColumn, text: 'Progress tracking to see how you grow' },
] as const;

/** The "what you get" box on the login screen (spec section 2, Login). */
export function BenefitsBox() {
  return (
    <section aria-labelledby="benefits-title" className="rounded-card bg-indigo-50 p-6">
      <h2 id="benefits-title" className="mb-3 text-xl font-extrabold text-indigo-950">
        What you get
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-base font-semibold">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
