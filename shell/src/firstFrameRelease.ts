import { lazyPartsLoading, onLazyPartsLoaded } from 'mfe-shared';
import { FIRST_FRAME_ID } from './firstFrame';

/** Past this, the frame gives way to the app's page as it is (a part that never loads shows its own state). */
const READY_WAIT_CAP_MS = 10_000;

/**
 * Takes the server's first frame away once the app has drawn the page in #root (hidden until then
 * by the frame's styles) with all its parts: nothing in it busy (a skeleton, a screen loading: they
 * carry aria-busy) and no lazy part still showing its fallback. The page is swapped in one paint, in
 * the same place, so nothing shifts, and never for a loading state in between.
 */
export function releaseFirstFrameWhenReady(root: HTMLElement): void {
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (!frame) return;
  const check = () => {
    if (root.firstElementChild && !lazyPartsLoading() && !root.querySelector('[aria-busy="true"]')) release();
  };
  const release = () => {
    observer.disconnect();
    stopListening();
    clearTimeout(cap);
    frame.remove();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const stopListening = onLazyPartsLoaded(() => queueMicrotask(check));
  const cap = setTimeout(release, READY_WAIT_CAP_MS);
}
