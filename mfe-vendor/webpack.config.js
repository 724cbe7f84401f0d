module.exports = require('../tools/webpack-app')({
  dir: __dirname,
  name: 'mfe_vendor',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  remotes: ['mfe_screens'],
});
