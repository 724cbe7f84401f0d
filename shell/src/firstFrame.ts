// The shell's entry imports this module: it must import no shared module (nothing before the
// federation's async boundary, index.ts).

/** The element holding a page's first frame, drawn by the server (firstFrames.server.tsx, graphql-api/src/web-frames.ts). */
export const FIRST_FRAME_ID = 'first-frame';

/** Past this, the app starts even if the browser has not told of the frame's paint. */
const PAINT_WAIT_CAP_MS = 500;

/**
 * Resolves once a page's server-drawn first frame is on screen (its first contentful paint), at once
 * when there is none or the tab is hidden: the app's scripts, fetched meanwhile, then run after the
 * page is shown instead of holding its paint back.
 */
export function firstFramePainted(): Promise<void> {
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!document.getElementById(FIRST_FRAME_ID) || document.visibilityState !== 'visible' || !paintTiming) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const cap = setTimeout(done, PAINT_WAIT_CAP_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
