// The screens every role shares, a remote of their own: the shell mounts './routes', the role
// remotes import the feature modules ('mfe_screens/orders'...). Built and deployed alone (README).
const FEATURES = ['analytics', 'dashboard', 'imports', 'messages', 'orders', 'products', 'profile', 'specifications', 'timeline', 'vendors'];

module.exports = require('../tools/webpack-app')({
  dir: __dirname,
  name: 'mfe_screens',
  port: 3004,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(FEATURES.map((feature) => [`./${feature}`, `./src/modules/${feature}/index.ts`])),
  },
});
