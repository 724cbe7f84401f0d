const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: true,
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Counts for .ci/run's closing line.
  reporters: ['default', '<rootDir>/../graphql-api/test/count-reporter.js'],
  // Rendering and typing in jsdom is slow on a busy machine; the tests wait for state, never for time.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc },
    },
    {
      // Component and hook tests (Testing Library) in a browser-like DOM.
      displayName: 'dom',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.tsx'],
      setupFiles: ['<rootDir>/src/test/environment.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      transform: { '^.+\\.tsx?$': swc },
    },
  ],
};
