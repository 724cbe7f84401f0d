// Writes this run's passed and failed test counts to $TEST_RESULTS_DIR (read by .ci/run).
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    // The names of what failed, so that the end of a CI log says which tests to look at.
    const failures = results.testResults.flatMap((file) => {
      const where = path.relative(process.cwd(), file.testFilePath);
      if (file.testExecError) return [`${where}: ${file.testExecError.message.split('\n')[0]}`];
      return file.testResults.filter((t) => t.status === 'failed').map((t) => `${where}: ${t.fullName}`);
    });
    const file = path.join(dir, `jest-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify({ passed: results.numPassedTests, failed, failures }));
  }
}
module.exports = CountReporter;
