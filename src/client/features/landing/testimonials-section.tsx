import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/**
 * Sample testimonials (the spec leaves their words to us): a teacher, a parent and a student. Replace
 * them with real quotes, used with permission, before launch.
 */
const TESTIMONIALS = [
  {
    quote:
      'My class does ten minutes of StarPrep after lunch. The step-by-step explanations sound like how I teach regrouping at the board, so kids can see exactly where they slipped.',
    name: 'Ms. Alvarez',
    role: '4th grade teacher, San Antonio',
    colors: 'bg-brand-100 text-brand-800',
  },
  {
    quote:
      'My son used to groan about reading practice. Now he asks to do ‘just one more’ so he can unlock the next StarSpace chapter, and I can see which skills he still needs help with.',
    name: 'David',
    role: 'Dad of a 3rd grader, Houston',
    colors: 'bg-indigo-100 text-indigo-800',
  },
  {
    quote:
      'I like that Nova does not just tell me the answer. It shows me the steps. Word problems are way less scary now!',
    name: 'Sofia',
    role: '5th grade student, El Paso',
    colors: 'bg-sun-200 text-amber-900',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="testimonials-title" title="Loved by kids, families and teachers" />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role, colors }) => (
          <li
            key={name}
            className="rounded-card border-2 border-white/60 bg-white p-6 shadow-xl shadow-ink/20"
          >
            <figure className="flex h-full flex-col gap-5">
              <Quote aria-hidden="true" className="size-10 fill-sun-300 text-sun-400" />
              <blockquote className="flex-1 text-lg leading-relaxed text-ink">“{quote}”</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`grid size-12 shrink-0 place-items-center rounded-full text-xl font-black ${colors}`}
                >
                  {name.replace('Ms. ', '').charAt(0)}
                </span>
                <span>
                  <span className="block text-lg font-extrabold text-ink">{name}</span>
                  <span className="block text-base text-indigo-900">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
