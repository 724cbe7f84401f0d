// A federation runtime plugin every app carries (tools/webpack-app.js): where each remote lives is
// read at run time from /remotes.json, so a remote (a role area, the shared screens) rebuilt and
// deployed alone shows without rebuilding the apps that load it. Every app on the page asks the
// same fetch (kept on globalThis; the shell's index.html preloads it) and points the remotes it
// loads, at its first request for one, at the manifest's entry. It also spreads the runtime's work
// for the shared packages over several tasks (beforeLoadShare).

/** @returns {Promise<Record<string, string>>} */
function portalRemotes() {
  const holder = /** @type {{ __portalRemotes?: Promise<Record<string, string>> }} */ (globalThis);
  holder.__portalRemotes ??= fetch('/remotes.json', { credentials: 'include' })
    .then((res) => {
      if (!res.ok) throw new Error(`Could not read /remotes.json (${res.status})`);
      return res.json();
    })
    .catch((error) => {
      // The next request (an error panel's Retry) reads it again.
      holder.__portalRemotes = undefined;
      throw error;
    });
  return holder.__portalRemotes;
}

/**
 * The next task: the federation runtime's work for each shared package (finding it, checking its
 * version, loading its chunk) is a chain of promises that would otherwise run as one long task,
 * all of them together, while a phone's page is on screen (issue 22: total blocking time).
 */
const nextTask = () =>
  /** @type {{ scheduler?: { yield?: () => Promise<void> } }} */ (globalThis).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

/* global __webpack_require__ */
// Each chunk's script is put in the page in a task of its own: starting a script's load costs the
// browser about a millisecond (4 ms on a throttled phone), and a screen's chunks, asked for
// together, were inserted in one task of ten to thirty of them (issue 22: total blocking time).
// `__webpack_require__.l` is the app's webpack runtime's script loader (it keeps its own record
// of the loads in flight, so two asks for one file still share one script).
if (typeof __webpack_require__ === 'function' && typeof __webpack_require__.l === 'function') {
  const loadScript = __webpack_require__.l;
  __webpack_require__.l = (...args) => {
    setTimeout(() => loadScript(...args));
  };
}

/** @returns {import('@module-federation/runtime').ModuleFederationRuntimePlugin} */
export default function federationRemotes() {
  return {
    name: 'portal-remotes',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    async beforeRequest(args) {
      const name = args.id.split('/')[0];
      const manifest = await portalRemotes();
      if (!manifest[name]) return args;
      const entry = new URL(manifest[name], window.location.origin).href;
      const known = args.options.remotes.find((remote) => remote.name === name);
      if (!known) args.origin.registerRemotes([{ name, entry }]);
      // A build-time remote (a role area importing the screens) is pointed at the manifest's entry
      // before its first load, so every app on the page loads the same copy.
      else if ('entry' in known && known.entry !== entry && !args.origin.moduleCache.has(name)) known.entry = entry;
      return args;
    },
  };
}
