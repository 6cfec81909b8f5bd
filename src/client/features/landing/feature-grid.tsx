import { BookOpen, ChartLine, Sparkles, Trophy } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Spec section 1: the four promises of the landing page. */
const FEATURES = [
  {
    icon: BookOpen,
    title: 'Unlimited Practice',
    text: 'Math and reading questions that never run out, each one tied to a Texas TEKS standard for grades 3, 4 and 5.',
    colors: 'bg-brand-100 text-brand-700',
  },
  {
    icon: Sparkles,
    title: 'AI-Personalized Questions',
    text: 'Nova makes new questions for the skills you are still learning, so practice feels just right: not too easy, not too hard.',
    colors: 'bg-indigo-100 text-indigo-700',
  },
  {
    icon: ChartLine,
    title: 'Real-Time Progress',
    text: 'See your progress grow after every answer. Your family and your teacher can cheer you on, too.',
    colors: 'bg-emerald-100 text-emerald-800',
  },
  {
    icon: Trophy,
    title: 'Star Power Rewards',
    text: 'Earn Star Power points and achievements for your hard work, and unlock new chapters of the StarSpace adventure.',
    colors: 'bg-sun-200 text-amber-800',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="features-title" title="Everything you need to shine">
        Short, fun practice every day adds up to big wins on test day.
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text, colors }) => (
          <li
            key={title}
            className="flex flex-col gap-4 rounded-card border-2 border-white/60 bg-white p-6 shadow-xl shadow-ink/20"
          >
            <span className={`grid size-16 place-items-center rounded-2xl ${colors}`}>
              <Icon aria-hidden="true" className="size-9" />
            </span>
            <h3 className="text-2xl font-extrabold text-ink">{title}</h3>
            <p className="text-lg leading-relaxed text-indigo-900">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
