import { LoaderCircle, Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import { SiteHeader } from '../../components/site-header';
import { Button } from '../../components/ui/button';
import { GOOGLE_SIGN_IN_PATH, navigateBrowserTo } from '../../lib/session';
import { useDemoLogin } from './use-demo-login';

/** Spec section 2: Sign In (Google, a full page load), Try Demo (a demo student) and Get Started. */
export function LandingHeader() {
  const [, navigate] = useLocation();
  const { startDemo, isStarting } = useDemoLogin();

  return (
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
  );
}
