module.exports = require('../tools/webpack-app')({ dir: __dirname, name: 'shell', port: 3000, host: true, firstFrames: './src/firstFrames.server.tsx' });
