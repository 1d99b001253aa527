// `npm test`: unit and integration tests (SQLite; PostgreSQL too when TEST_DATABASE_URL is set), then
// browser tests when a Chromium is found. Prints what ran and a final "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-test-report-'));
const extraArgs = process.argv.slice(2);

function runVitest(name, args) {
  const outputFile = path.join(reportDir, `${name}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
      ...extraArgs,
    ],
    { stdio: 'inherit' },
  );
  let counts = { passed: 0, failed: 0, skipped: 0, postgres: 0, failures: [] };
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    // Suites that run once per database are named "… [postgres]" (describeEachDatabase).
    const postgres = report.testResults
      .flatMap((file) => file.assertionResults)
      .filter((t) => t.status === 'passed' && t.ancestorTitles.some((a) => a.endsWith('[postgres]'))).length;
    // The failed tests by file and name with their first message line, repeated in the summary so a
    // CI log that keeps only its tail still says what failed.
    const failures = report.testResults.flatMap((file) => {
      const rel = path.relative(process.cwd(), file.name);
      const tests = file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => `${rel} > ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`);
      return tests.length > 0 || file.status !== 'failed'
        ? tests
        : [`${rel}: ${(file.message ?? '').split('\n')[0]}`];
    });
    counts = {
      failures,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
      postgres,
    };
  }
  const ok = result.status === 0;
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { name, ok, ...counts };
}

// The composer imports its catalogs compiled: stale ones would fail its tests in ways that hide why.
const catalogs = spawnSync('npm', ['run', '-s', 'catalogs', '--', '--check'], { stdio: 'inherit' });
if (catalogs.status !== 0) process.exit(1);

const results = [];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
results.push(runVitest('unit and integration', []));

const hasChromium = fs.existsSync(chrome);
if (hasChromium) {
  // Two journeys side by side, except the launch journeys: run next to another file, the owner's
  // Launch sometimes never turns into Redeploy within 30 s. The publish is the slow part: a first
  // publish on a fresh server costs about 1.8 s of CPU (bench/publish.ts; 3.5–4.5 s before the
  // render child's fixes), most of it starting the render child (satori, sharp, HarfBuzz), and
  // beside another file on a loaded machine (load average 20–27) it answered after 16–21 s, with
  // registering taking 7 s and generating 21–24 s: own-domain and share-privacy missed their 30 s
  // waits in both of two side-by-side runs. They run one at a time after the rest until a first
  // publish is cheaper still (e.g. the render child started before the owner's Launch).
  // The builder journeys in each language launch too (i18n/builder-journeys.test.ts).
  results.push(
    runVitest('browser', [
      '--config',
      'e2e/vitest.config.ts',
      '--exclude',
      'launch/**',
      '--exclude',
      'i18n/builder-journeys.test.ts',
    ]),
  );
  results.push(
    runVitest('browser, launch one file at a time', [
      '--config',
      'e2e/vitest.config.ts',
      '--no-file-parallelism',
      'launch/',
      'i18n/builder-journeys',
    ]),
  );
}

console.log('\n──────── Mainstreet test summary ────────');
for (const r of results) {
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  for (const failure of r.failures ?? []) console.log(`  ✗ ${failure}`);
}
console.log(
  hasPostgres
    ? `PostgreSQL suites: ran, ${results[0].postgres} tests passed on PostgreSQL (TEST_DATABASE_URL is set)`
    : 'PostgreSQL suites: NOT RUN — set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them',
);
console.log(
  process.env.TEST_REDIS_URL
    ? 'Redis suites: ran (TEST_REDIS_URL is set)'
    : 'Redis suites: NOT RUN — set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them',
);
if (!hasChromium) {
  console.log(
    `!!!!! BROWSER TESTS NOT RUN: no Chromium at ${chrome}. Install it with 'apt-get install -y chromium' or set CHROME_PATH. !!!!!`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
