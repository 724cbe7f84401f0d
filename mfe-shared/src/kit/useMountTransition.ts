import { useEffect, useState } from 'react';

/**
 * Keeps an overlay mounted for `durationMs` after `open` turns false so its exit animation can
 * play; returns whether to render it.
 */
export function useMountTransition(open: boolean, durationMs: number): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs]);
  return open || mounted;
}
