import { useLayoutEffect } from 'react';
import { FIRST_FRAME_ID } from './firstFrame';

/**
 * Takes the server's first frame away once the shell's own page has rendered (#root, hidden until
 * then by the frame's styles): the page is swapped in one paint, in the same place, so nothing shifts.
 */
export function FirstFrameRelease() {
  useLayoutEffect(() => document.getElementById(FIRST_FRAME_ID)?.remove(), []);
  return null;
}
