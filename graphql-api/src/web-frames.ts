import fs from 'node:fs';
import path from 'node:path';

/** What the shell's server build exports (shell/src/firstFrames.server.tsx). */
type FrameRenderer = {
  FIRST_FRAME_PATHS: string[];
  renderFirstFrame(pathname: string, settings: object): string | null;
};

/** How many drawn frames are kept: a few pages, each with the settings of the moment. */
const KEPT = 16;

/**
 * The first frames of the public pages (issue 22): the landing, sign-in and sign-up pages drawn on the server
 * from the shell's own components, built into shell/dist-server, so a phone shows the page when its
 * HTML has come instead of after its scripts. Undefined when the shell has no server build (a
 * development build). The function answers a path's frame with the given public settings, or null;
 * a frame is drawn once per path and settings (a millisecond, the first one 20 ms) and kept.
 */
export function firstFrames(shellDir: string): ((pathname: string, settings: object) => string | null) | undefined {
  const file = path.join(shellDir, 'dist-server', 'first-frames.js');
  if (!fs.existsSync(file)) return undefined;
  let renderer: FrameRenderer | undefined;
  const drawn = new Map<string, string | null>();
  return (pathname, settings) => {
    // Loaded on the first signed-out page, not at start: the API alone never needs React.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer ??= require(file) as FrameRenderer;
    if (!renderer.FIRST_FRAME_PATHS.includes(pathname)) return null;
    const key = `${pathname} ${JSON.stringify(settings)}`;
    let html = drawn.get(key);
    if (html === undefined) {
      html = renderer.renderFirstFrame(pathname, settings);
      if (drawn.size >= KEPT) drawn.clear();
      drawn.set(key, html);
    }
    return html;
  };
}
