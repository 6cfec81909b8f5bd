import { useEffect, useRef, useState } from 'react';

/**
 * Brings the chosen plan's title into view after the child picks or makes a plan. On a phone the plan
 * sits below the form and the list, so without this nothing would seem to happen; on a laptop the
 * title is already on screen and focus stays where the child is.
 */
export function useRevealOnSelect<T extends HTMLElement>() {
  const targetRef = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const target = targetRef.current;
    if (request === 0 || !target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [request]);

  return { targetRef, reveal: () => setRequest((count) => count + 1) };
}
