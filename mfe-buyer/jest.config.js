// The same component-test setup as mfe-screens' (mfe-shared's, over this package's src); the
// screens this app imports from the mfe_screens remote at run time come from their source.
const screens = require('../mfe-screens/jest.config.js');

module.exports = {
  ...screens,
  projects: screens.projects.map((project) => ({
    ...project,
    moduleNameMapper: { '^mfe_screens/(.*)$': '<rootDir>/../mfe-screens/src/modules/$1/index.ts' },
  })),
};
