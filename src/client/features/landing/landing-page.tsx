import { LoaderCircle, Rocket, Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import { SiteHeader } from '../../components/site-header';
import { Button } from '../../components/ui/button';
import { GOOGLE_SIGN_IN_PATH, navigateBrowserTo } from '../../lib/session';
import { useDemoLogin } from './use-demo-login';

/** A first, simple landing page: header actions and the hero. The full page arrives in later work. */
export function LandingPage() {
  const [, navigate] = useLocation();
  const { startDemo, isStarting } = useDemoLogin();

  return (
    <div className="min-h-dvh bg-gradient-to-br from-sun-200 via-brand-100 to-brand-300">
      <SiteHeader>
        <Button variant="ghost" size="compact" onClick={() => navigateBrowserTo(GOOGLE_SIGN_IN_PATH)}>
          Sign In
        </Button>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void startDemo()}
          disabled={isStarting}
          aria-busy={isStarting}
        >
          {isStarting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="max-sm:hidden" />
          )}
          Try Demo
        </Button>
        <Button size="compact" onClick={() => navigate('/login')}>
          Get Started
        </Button>
      </SiteHeader>

      <main className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-base font-bold text-brand-800 shadow">
          <Rocket aria-hidden="true" className="size-5" />
          STAAR practice for grades 3-5
        </p>
        <h1 className="text-4xl font-black tracking-tight text-ink sm:text-6xl">
          Get Ready for the STAAR Test!
        </h1>
        <p className="max-w-2xl text-xl text-indigo-950">
          Practice math and reading, take mock exams, and earn StarPower on a space adventure with Nova, your
          study helper.
        </p>
        <Button size="lg" onClick={() => navigate('/login')}>
          Start Learning
        </Button>
      </main>
    </div>
  );
}
