module.exports = require('../tools/webpack-app')({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  remotes: ['mfe_screens'],
});
