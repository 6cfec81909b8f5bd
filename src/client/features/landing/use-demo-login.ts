import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CURRENT_USER_QUERY_KEY, devLogin } from '../../lib/session';

/** Spec section 9: the demo waits this long before going to the dashboard. */
const DEMO_REDIRECT_DELAY_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Try Demo (spec section 4): start a demo student session (a student of the visitor's own, with a copy
 * of the demo student's weeks of practice, so every screen is full), wait, then go to /dashboard even if the
 * call failed (spec section 8: the failure is not shown). The user query is refetched first, so the
 * route guard sees whoever is signed in now (the login screen, if the demo could not start).
 */
export function useDemoLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isStarting, setIsStarting] = useState(false);

  const startDemo = async () => {
    setIsStarting(true);
    try {
      await devLogin({ accountType: 'student', demo: true });
    } catch {
      // Deliberately silent: the spec goes to the dashboard anyway.
    }
    await wait(DEMO_REDIRECT_DELAY_MS);
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    navigate('/dashboard');
  };

  return { startDemo, isStarting };
}
