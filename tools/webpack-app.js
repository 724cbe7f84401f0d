// One webpack + Module Federation config for the shell (host), the three role remotes and the shared
// screens (STACK.md: webpack 5.111.1 with @module-federation/enhanced 2.9.2).
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { randomUUID } = require('node:crypto');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// One copy of each in the browser (CONVENTIONS.md: a second copy breaks hooks, themes, Apollo, routing).
// A shared module is built whole (nothing can be tree-shaken from it, any app may use any export), so
// only what must be one copy is shared: `graphql` is not (the client only prints and visits plain
// document objects; shared, it shipped all of graphql-js, validation included, 45 KB gzip).
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', '@apollo/client', 'rxjs', 'mfe-shared'];

const TEXT_ASSET = /\.(js|css|html|json|svg|txt)$/;
const PRECOMPRESSED = [
  { filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
  { filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
];

// React Router's build for production (its package exports only the development build), and the
// part of react-router-dom the apps use (see react-router-dom.mjs).
const REACT_ROUTER = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
const ROUTER_FACADE = path.join(__dirname, 'react-router-dom.mjs');
const ROUTER_VERSION = require('react-router-dom/package.json').version;

/**
 * Writes preload.json: for each named chunk group (an entry, an exposed module, a chunk named with
 * `webpackChunkName`), its script files, the shared packages its modules consume and the remote
 * modules they import; and the files of the app's own copy of each shared package. The server reads it to name in a page's `Link` header everything the page
 * will load (graphql-api/src/web-preload.ts), so the browser fetches the shell's, the role area's
 * and the screens' code at once instead of one round trip after another (issue 22).
 */
class PreloadMapPlugin {
  constructor(buildId) {
    this.buildId = buildId;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadMapPlugin', (compilation) => {
      // After the real content hashes are set (the files' final names), before compression.
      compilation.hooks.processAssets.tap({ name: 'PreloadMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = new Set();
          const shared = new Set();
          const remotes = new Set();
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') shared.add(module.options.shareKey);
              if (module.type === 'remote-module') remotes.add(module.request);
            }
          }
          groups[name] = { files: [...files], shared: [...shared], remotes: [...remotes] };
        }
        // The files of this app's own copy of each shared package (what the shell loads for them).
        const provides = {};
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          const files = new Set(provides[module._name] ?? []);
          for (const block of module.blocks) {
            for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          provides[module._name] = [...files];
        }
        compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify({ buildId: this.buildId, groups, provides })));
      });
    });
  }
}

/** TypeScript and JSX through swc, for the browser bundles and the server-side first frames. */
const sourceRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
  },
});
const RESOLVE = { extensions: ['.tsx', '.ts', '.js'], alias: { 'react-router-dom$': ROUTER_FACADE, 'react-router$': REACT_ROUTER } };

/**
 * Shared with the server's copies of the apps (serverConfig): one copy of each in the API process,
 * as in the browser. Node resolves them from node_modules, the same file for every app's bundle.
 */
const SERVER_SHARED = /^(react|react-dom|styled-components|@apollo\/client|rxjs|graphql)(\/|$)/;
/** What the shell's server bundle holds and gives the others (its registry, graphql-api/src/web-frames.ts): React Router's production build and the facade over it, as in the browser. */
const SERVER_FROM_SHELL = ['mfe-shared', 'react-router-dom'];

/**
 * The server-side build of an app (issue 22: pages drawn on the server): a Node bundle in
 * dist-server/ that the API process loads (graphql-api/src/web-frames.ts). The shell's is
 * `app.firstFrames` (first-frames.js: the public pages, and the signed-in pages with their
 * data); a remote's is its exposed modules (server.js, made by server-exposes-loader.js), the
 * same modules its remoteEntry.js gives the browser. As in the browser, the shared packages are
 * one copy: React, styled-components, Apollo and the like from node_modules (SERVER_SHARED), and
 * mfe-shared, React Router and a remote's modules from the API's registry of the apps' server
 * bundles (`globalThis.__portalServerModules`): the shell's bundle holds the first two
 * (SERVER_FROM_SHELL), the screens' bundle `mfe_screens/orders`. Both builds carry one
 * build id (the browser's in preload.json), so the server draws with the code the browser runs.
 * Production only: the server serves nothing else.
 */
function serverConfig(app, buildId) {
  const entry = app.host
    ? { 'first-frames': app.firstFrames }
    : { server: `!!${require.resolve('./server-exposes-loader.js')}?${JSON.stringify(app.exposes ?? {})}!./src/index.ts` };
  const fromRegistry = (request) => SERVER_FROM_SHELL.includes(request) || (app.remotes ?? []).some((name) => request.startsWith(`${name}/`));
  return {
    name: `${app.name}-server`,
    context: app.dir,
    target: 'node',
    entry,
    mode: 'production',
    devtool: false,
    output: { path: path.join(app.dir, 'dist-server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: RESOLVE,
    externals: [
      ({ request }, callback) => {
        if (SERVER_SHARED.test(request)) return callback(null, `commonjs ${request}`);
        // The shell's bundle holds mfe-shared and React Router; every other app takes those copies.
        if (!app.host && fromRegistry(request)) return callback(null, `globalThis.__portalServerModules.require(${JSON.stringify(request)})`, 'var');
        return callback();
      },
    ],
    module: { rules: [sourceRule(true)] },
    plugins: [
      // One file: a page's lazy parts are required as the render reaches them, never fetched.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __PORTAL_BUILD_ID__: JSON.stringify(buildId) }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where a remote's manifest is when /remotes.json has not said otherwise (graphql-api/src/web.ts). */
const remoteAt = (name) => `${name}@/mfe/${name.replace('mfe_', '')}/mf-manifest.json`;

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, remotes?: string[], port: number, host?: boolean, firstFrames?: string }} app
 * `remotes`: the remotes the app imports from at build time (`import { X } from 'mfe_screens/orders'`);
 * where they are is read at run time from /remotes.json (federation-remotes.js).
 * `firstFrames`: the shell's module drawing pages on the server (serverConfig).
 */
module.exports = function webpackApp(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const shared = Object.fromEntries(
    SINGLETONS.map((dep) => [dep, { singleton: true, requiredVersion: pkg.dependencies[dep] ?? false }]),
  );
  // The facade has no package.json of its own: give the share scope React Router's version.
  shared['react-router-dom'].version = ROUTER_VERSION;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // One id for this build's browser and server bundles (serverConfig).
    const buildId = randomUUID();
    const browser = {
      context: app.dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The shell serves deep links (/orders/12) from index.html: absolute paths. Remotes are
        // served wherever their manifest says: 'auto'.
        publicPath: app.host ? '/' : 'auto',
        uniqueName: app.name,
        // Chunks carry a content hash and are cached for good (web.ts). Entries (main.js,
        // remoteEntry.js) keep plain names and are revalidated: [contenthash] in `filename` fails
        // in the federation runtime chunk with webpack 5.111 and @module-federation/enhanced 2.9
        // (webpack#22199), and the entries are what names the current chunks anyway.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: RESOLVE,
      module: {
        rules: [
          sourceRule(production),
          { test: /\.(png|svg|jpg|ico)$/, type: 'asset/resource' },
          // One copy of the federation runtime's packages: the runtime plugins' CommonJS files
          // require() them, the bundler runtime imports them, and each got its own build (the
          // CommonJS and the ES module one: 60 KB of the shell's main.js twice). Their require()
          // calls resolve to the ES modules too.
          {
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'require', 'module', '...'] } } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          // Where each remote is comes at run time from /remotes.json (a manifest the server
          // serves), read by this runtime plugin: a remote deployed alone shows at the next load.
          remotes: Object.fromEntries((app.remotes ?? []).map((name) => [name, remoteAt(name)])),
          runtimePlugins: [require.resolve('./federation-remotes.js')],
          shared,
          // Use the shared modules already loaded (the shell's) instead of first fetching every
          // registered remote's entry to compare versions ('version-first', the default): with
          // that, opening one role's dashboard downloaded all three remote entries (27 KB gzip each).
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // One copy of the federation runtime (about 14 KB gzip): the shell provides it and the
          // production remotes use it (a remote's dev server, opened alone, keeps its own).
          experiments: {
            ...(app.host ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // The browser build's runtime without the code paths for Node.
            optimization: { target: 'web' },
          },
        }),
        new PreloadMapPlugin(buildId),
        // V8's explicit compile hint (Chrome 136 on): every function of a script that carries it is
        // compiled while the script streams in, on a background thread, instead of on the main
        // thread at its first call (webpack's module factories are called once each at start, each
        // compiled lazily in the task that needs it; on a phone that was a tenth of a long task).
        // Added after minifying, which would drop the comment, and before the source maps.
        ...(production
          ? [new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 })]
          : []),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: 'Apparel Production Portal', host: app.host, favicon: path.join(__dirname, 'favicon.svg') }),
        // Every text file also as .br and .gz, served by Accept-Encoding (web.ts): compressed once
        // at build time, at the highest levels, instead of on every request.
        ...(production ? PRECOMPRESSED.map((options) => new CompressionPlugin({ test: TEXT_ASSET, threshold: 0, minRatio: 1, ...options })) : []),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/graphql', '/remotes.json'], target: 'http://127.0.0.1:4000', ws: true }],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    // The server only serves production builds: the dev server has no pages drawn on the server. A
    // build into a folder of its own (`--output-path`, an area deployed alone: README) is the
    // browser's only: the server draws with the builds in the apps' own folders.
    return production && !argv.outputPath ? [browser, serverConfig(app, buildId)] : browser;
  };
};
