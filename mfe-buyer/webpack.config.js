module.exports = require('../tools/webpack-app')({
  dir: __dirname,
  name: 'mfe_buyer',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  remotes: ['mfe_screens'],
});
