import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onEnd` whenever the returned element scrolls into view (with some margin) while `enabled`:
 * the sentinel under a list that loads its older pages on the way down.
 */
export function useInfiniteScroll(onEnd: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(onEnd);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
