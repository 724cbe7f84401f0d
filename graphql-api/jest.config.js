/** @type {import('jest').Config} */
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.$schema;
const serverIndependent = require('./test/server-independent.json');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // CI's second pass, on the machine's PostgreSQL: only the files that use the server (test/server-independent.json, test/setup-server-independent.ts).
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_FILES_ONLY === '1' ? serverIndependent.map((file) => `<rootDir>/${file}`) : [])],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-server-independent.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker leaves as soon as it is told to (traced: its process exits within the same
  // millisecond, no handle open), but the parent, busy on a loaded 2-core machine, can notice
  // that exit later than Jest's default 500 ms and then reports a worker "force exited". A worker
  // that a real leak keeps alive is still reported, after 5 s.
  workerGracefulExitTimeout: 5000,
  reporters: ['default', '<rootDir>/test/count-reporter.js'],
};
