/** @type {import('jest').Config} */
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.$schema;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/count-reporter.js'],
};
