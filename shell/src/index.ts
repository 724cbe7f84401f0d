import { firstFramePainted } from './firstFrame';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

/** The next task: what comes after runs in a task of its own (a phone's total blocking time, issue 22). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Module Federation needs an async boundary before shared modules are used.
// Named chunks are what the server preloads with a page (tools/webpack-app.js, graphql-api/src/web-preload.ts).
// A page the server drew (the sign-in page) is painted first: its scripts, fetched meanwhile, run after.
// The share scope is set up in a task of its own, before the bootstrap's shared packages are loaded.
void firstFramePainted()
  .then(() => __webpack_init_sharing__('default'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
