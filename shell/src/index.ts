// Module Federation needs an async boundary before shared modules are used.
// Named chunks are what the server preloads with a page (tools/webpack-app.js, graphql-api/src/web-preload.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
