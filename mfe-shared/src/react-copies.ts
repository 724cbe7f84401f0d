declare global {
  var __portalReactCopies: Set<unknown> | undefined;
}

/**
 * Each app (shell and remotes) registers the React its own bundle imported; with React shared
 * as a singleton the set holds one entry (the browser tests check it). The caller passes its
 * own import: mfe-shared's would be the same object whatever the apps do. On globalThis: the
 * server's copies of the apps (pages drawn on the server) register too.
 */
export function registerReactCopy(react: unknown): void {
  (globalThis.__portalReactCopies ??= new Set()).add(react);
}
