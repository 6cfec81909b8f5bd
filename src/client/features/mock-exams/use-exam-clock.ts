import { useEffect, useRef, useState } from 'react';
import { clockAnnouncement, secondsLeft } from './exam-clock';

/** How often the clock looks at the time; the shown second changes exactly when it should. */
const TICK_MS = 250;

/**
 * Seconds left before `deadlineMs` (browser clock), updated each second, and the polite
 * announcement due at 5 minutes and at 1 minute left.
 */
export function useExamClock(deadlineMs: number) {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadlineMs, Date.now()));
  const [announcement, setAnnouncement] = useState('');
  const last = useRef(seconds);

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(deadlineMs, Date.now());
      if (now === last.current) return;
      const said = clockAnnouncement(last.current, now);
      if (said) setAnnouncement(said);
      last.current = now;
      setSeconds(now);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  return { seconds, announcement };
}
