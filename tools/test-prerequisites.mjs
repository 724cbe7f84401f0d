// npm test's first step: stops at once, with the README's install line, when something the
// tests need is missing, instead of failing minutes later in the browser tests.
import { accessSync, constants } from 'node:fs';

const problems = [];
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  problems.push(
    `Chromium is missing at ${chromium} (the browser tests drive it): on Debian or Ubuntu run \`apt-get install chromium\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`npm test: ${problem}`);
  process.exit(1);
}
