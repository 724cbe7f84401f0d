import path from 'node:path';
import independent from './server-independent.json';

/**
 * server-independent.json lists the test files that never use the PostgreSQL server at
 * TEST_DATABASE_URL: pure rules without a database, or a server of their own (the embedded one in
 * a folder of the test's). CI's second pass on the machine's PostgreSQL (TEST_DATABASE_FILES_ONLY=1,
 * jest.config.js) leaves them out, since they would run exactly as in the first. While one of them
 * runs, TEST_DATABASE_URL names no server: a listed file that starts using it fails instead of
 * silently losing the second pass.
 */
const file = path.relative(path.resolve(__dirname, '..'), expect.getState().testPath ?? '').split(path.sep).join('/');
if (independent.includes(file)) {
  const before = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = 'postgresql://server-independent.invalid/listed-in-test-server-independent-json';
  afterAll(() => {
    process.env.TEST_DATABASE_URL = before;
  });
}
