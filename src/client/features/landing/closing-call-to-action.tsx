import { Rocket } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';

/** The last invitation before the footer. Its button has its own name, distinct from the header's. */
export function ClosingCallToAction() {
  const [, navigate] = useLocation();

  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pt-8 pb-20">
      <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center shadow-2xl shadow-ink/30 sm:px-12">
        <Rocket
          aria-hidden="true"
          className="absolute -right-6 -bottom-6 size-44 rotate-12 text-white/10 max-sm:hidden"
        />
        <h2
          id="closing-title"
          className="text-4xl font-black tracking-tight text-balance text-white sm:text-5xl"
        >
          Ready to reach for the stars?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-xl font-semibold text-white">
          A few questions a day, a little Star Power at a time. Walk into the STAAR test feeling ready.
        </p>
        <Button
          variant="sunny"
          size="lg"
          className="mt-8 focus-visible:outline-white max-sm:px-5 max-sm:text-lg"
          onClick={() => navigate('/login')}
        >
          <Rocket aria-hidden="true" />
          Start Your Adventure
        </Button>
      </div>
    </section>
  );
}
