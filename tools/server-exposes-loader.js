// The entry of a remote's server bundle (tools/webpack-app.js, serverConfig): its exposed modules,
// each required when first asked for (a page drawn on the server loads only what it shows), and
// the build's id. The query is the remote's `exposes` map, whose paths are relative to the remote's
// folder (the build's context); the resource (its entry) is only where the module stands.
const path = require('node:path');

module.exports = function serverExposes() {
  const exposes = JSON.parse(this.query.slice(1));
  const getters = Object.entries(exposes).map(
    ([name, file]) => `  get ${JSON.stringify(name)}() { return require(${JSON.stringify(path.resolve(this.rootContext, file))}); },`,
  );
  return `module.exports = {\n  buildId: __PORTAL_BUILD_ID__,\n  exposes: {\n${getters.join('\n')}\n  },\n};\n`;
};
