// Writes this run's passed and failed test counts to $TEST_RESULTS_DIR (read by .ci/run).
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const file = path.join(dir, `jest-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify({ passed: results.numPassedTests, failed }));
  }
}
module.exports = CountReporter;
