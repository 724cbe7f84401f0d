// The same unit and component-test setup as mfe-shared's (swc; node for *.test.ts, jsdom for
// *.test.tsx), over this package's src, with mfe-shared's DOM environment and matchers.
const shared = require('../mfe-shared/jest.config.js');
const fromShared = (file) => file.replace('<rootDir>/src/test/', '<rootDir>/../mfe-shared/src/test/');

module.exports = {
  ...shared,
  projects: shared.projects.map((project) => ({
    ...project,
    setupFiles: project.setupFiles?.map(fromShared),
    setupFilesAfterEnv: project.setupFilesAfterEnv?.map(fromShared),
  })),
};
