import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { countdownText } from './dashboard-text';

const TICK_MS = 1000;

/**
 * "hh:mm:ss" until `endIso`, ticking each second. `onEnd` runs once when it reaches zero (the daily
 * challenges change then), and again only when a later end arrives.
 */
export function useCountdown(endIso: string, onEnd: () => void): string {
  const [now, setNow] = useState(() => new Date());
  const endedFor = useRef<string | null>(null);
  const end = new Date(endIso);
  const passed = now.getTime() >= end.getTime();
  const fireEnd = useEffectEvent(onEnd);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!passed || endedFor.current === endIso) return;
    endedFor.current = endIso;
    fireEnd();
  }, [passed, endIso]);

  return countdownText(now, end);
}
