import { firstFramePainted } from './firstFrame';

// Module Federation needs an async boundary before shared modules are used.
// Named chunks are what the server preloads with a page (tools/webpack-app.js, graphql-api/src/web-preload.ts).
// A page the server drew (the sign-in page) is painted first: its scripts, fetched meanwhile, run after.
void firstFramePainted().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
