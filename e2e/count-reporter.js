// Writes this run's passed and failed test counts to $TEST_RESULTS_DIR (read by .ci/run).
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.failures = [];
  }
  onTestEnd(test, result) {
    if (result.status === 'skipped') return;
    // Count the final attempt of each test only.
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed += 1;
    else {
      this.failed += 1;
      this.failures.push(`${path.relative(process.cwd(), test.location.file)}: ${test.titlePath().filter(Boolean).join(' › ')} (${result.status})`);
    }
  }
  onEnd(result) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    const failed = this.failed + (result.status !== 'passed' && this.failed === 0 ? 1 : 0);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `playwright-${process.pid}-${Date.now()}.json`), JSON.stringify({ passed: this.passed, failed, failures: this.failures }));
  }
}
module.exports = CountReporter;
