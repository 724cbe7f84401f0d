declare global {
  interface Window {
    __portalReactCopies?: Set<unknown>;
  }
}

/**
 * Each app (shell and remotes) registers the React its own bundle imported; with React shared
 * as a singleton the set holds one entry (the browser tests check it). The caller passes its
 * own import: mfe-shared's would be the same object whatever the apps do.
 */
export function registerReactCopy(react: unknown): void {
  (window.__portalReactCopies ??= new Set()).add(react);
}
