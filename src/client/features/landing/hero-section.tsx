import { ArrowDown, Rocket, Star } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { StatsStrip } from './stats-strip';

/** Decorative stars around the heading: [left, top] in percent of the hero and a size class. */
const STARS = [
  ['6%', '18%', 'size-7'],
  ['90%', '12%', 'size-9'],
  ['14%', '62%', 'size-5'],
  ['84%', '56%', 'size-6'],
] as const;

/** The first screen: what StarPrep is, one big action, and the numbers (spec section 2, Hero). */
export function HeroSection() {
  const [, navigate] = useLocation();

  return (
    <section aria-labelledby="hero-title" className="relative mx-auto max-w-6xl px-4 pt-12 pb-8 sm:pt-20">
      <div aria-hidden="true" className="max-md:hidden">
        {STARS.map(([left, top, size]) => (
          <Star
            key={left}
            style={{ left, top }}
            className={`landing-twinkle absolute fill-sun-300 text-sun-400 ${size}`}
          />
        ))}
      </div>

      <div className="relative flex flex-col items-center gap-6 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/95 px-5 py-2 text-base font-bold text-brand-800 shadow-lg">
          <Rocket aria-hidden="true" className="size-5" />
          STAAR practice for grades 3-5
        </p>
        <h1
          id="hero-title"
          className="landing-on-sky max-w-4xl text-5xl leading-[1.05] font-black tracking-tight text-balance sm:text-7xl"
        >
          Get Ready for the <span className="landing-sky-accent">STAAR Test!</span>
        </h1>
        <p className="landing-on-sky max-w-2xl text-xl leading-relaxed font-semibold sm:text-2xl">
          Practice math and reading, take mock exams, and earn Star Power on a space adventure with Nova, your
          friendly study helper.
        </p>
        <div className="flex flex-wrap items-center justify-center gap-4 pt-2">
          <Button size="lg" className="landing-focus-on-sky" onClick={() => navigate('/login')}>
            Start Learning
          </Button>
          <a
            href="#sample-questions"
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'landing-focus-on-sky' })}
          >
            <ArrowDown aria-hidden="true" />
            Try a sample question
          </a>
        </div>
      </div>

      <StatsStrip />
    </section>
  );
}
