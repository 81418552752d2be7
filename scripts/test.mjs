// `npm test`: every test the project has, in order of cost.
//   1. unit and ui tests with coverage (no emulators);
//   2. the production build, and its bundle budgets (scripts/check-bundle-budgets.mjs);
//   3. the emulator tests (Firebase adapters, security rules, integration) against emulators
//      started here on the test ports with an empty, temporary data folder;
//   4. the end-to-end tests in Chromium against that build served by `vite preview`, when
//      playwright.config.ts and specs under test/e2e exist.
// Whatever fails, every process started here is stopped before exiting; the exit code is
// non-zero when any step failed. The test ports differ from `npm start`'s, so both can run at once
// (and SITIO_PORT_OFFSET moves them, for a second checkout on the same machine).
//
// `node scripts/test.mjs emulators` runs step 3 alone (`npm run test:emulators`);
// `node scripts/test.mjs e2e` runs steps 2 and 4 (`npm run test:e2e`). Before the browser tests,
// scripts/system/ensure-system-deps.sh installs Chromium from Debian's packages when it is missing,
// so a fresh machine needs nothing by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_SIMULATOR, ROOT, TRIGGER_RUNNER, emulatorEnv, portOffset, stackFor, viteEnv } from './lib/stack-config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { portInUse, startProcess, stopProcess, waitForHttp } from './lib/processes.mjs';
import { formatDigest, outputDigest, vitestFailures } from './lib/failure-digest.mjs';

const PARTS = { all: ['unit', 'build', 'emulators', 'e2e'], unit: ['unit'], emulators: ['emulators'], e2e: ['build', 'e2e'] };
const partName = process.argv[2] ?? 'all';
if (!PARTS[partName]) {
  console.error(`Unknown part "${partName}": expected one of ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}
const runs = new Set(PARTS[partName]);
// `npm run test:e2e -- test/e2e/layout.spec.ts -g admin`: the rest goes to Playwright as is;
// `npm run test:emulators -- test/integration/public-site.test.ts`: to vitest.
const playwrightArgs = partName === 'e2e' ? process.argv.slice(3) : [];
const emulatorTestArgs = partName === 'emulators' ? process.argv.slice(3) : [];
const stack = stackFor('test');
const bin = {
  vitest: path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
  vite: path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  playwright: path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
};
const appUrl = `http://${stack.host}:${stack.ports.app}`;
// Apart for each port offset, so two runs in one checkout do not serve each other's build.
const e2eOutDir = path.join(ROOT, '.tmp', portOffset() === 0 ? 'e2e-dist' : `e2e-dist-${portOffset()}`);

const results = [];
let current = null;
let emulators = null;
let preview = null;
let paymentSimulator = null;
let triggerRunner = null;
let runDir = null;
let interrupted = false;
const aborter = new AbortController();

function banner(text) {
  console.log(`\n━━ ${text}`);
}

function record(name, outcome, detail = '', digest = null) {
  results.push({ name, outcome, detail, digest });
  const mark = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' }[outcome];
  console.log(`${mark}  ${name}${detail ? ` (${detail})` : ''}`);
}

/**
 * Runs a command in the foreground of this script and records whether it exited 0. Its output is
 * shown as it comes and kept in short, so a failure's cause is repeated after the summary;
 * `vitestReport` names the JSON report of a vitest step, for its failed tests.
 */
async function step(name, args, env = {}, { vitestReport = null } = {}) {
  banner(name);
  if (interrupted) {
    record(name, 'failed', 'interrupted');
    return false;
  }
  const output = outputDigest();
  current = startProcess(name, process.execPath, args, { cwd: ROOT, env, onOutput: output.write });
  const handle = await current.exitPromise;
  current = null;
  const passed = handle.exitCode === 0;
  const digest = passed ? null : formatDigest(name, output.lines(), vitestReport ? vitestFailures(vitestReport) : []);
  record(name, passed ? 'passed' : 'failed', passed ? '' : `exit ${handle.exitCode ?? handle.signal}`, digest);
  return passed;
}

/** Arguments that make vitest also write a JSON report, read back when the step fails. */
function vitestJson(part) {
  const file = path.join(ROOT, '.tmp', `vitest-${part}-${portOffset()}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  return { file, args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`] };
}

function hasE2eSpecs() {
  const dir = path.join(ROOT, 'test', 'e2e');
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true }).some((file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(String(file)));
}

async function cleanUp() {
  if (current) await stopProcess(current);
  if (preview) await stopProcess(preview);
  if (paymentSimulator) await stopProcess(paymentSimulator);
  if (triggerRunner) await stopProcess(triggerRunner);
  if (emulators) await emulators.stop({ exportFirst: false });
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
}

// Stops the running step and any emulator start in progress; the steps that follow are not
// started, and the `finally` below stops everything else.
async function interrupt(signal) {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n${signal}: stopping the tests and everything they started…`);
  aborter.abort();
  if (current) await stopProcess(current);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void interrupt(signal));

/** Chromium (and Java) from Debian's packages, when missing; a no-op on a machine that has them. */
async function ensureSystemDeps() {
  banner('system packages for the browser tests');
  current = startProcess('ensure-system-deps', 'bash', [path.join(ROOT, 'scripts', 'system', 'ensure-system-deps.sh')], { cwd: ROOT });
  const handle = await current.exitPromise;
  current = null;
  if (handle.exitCode === 0) return true;
  record('system packages', 'failed', `exit ${handle.exitCode ?? handle.signal}`);
  return false;
}

async function main() {
  if (runs.has('unit')) {
    const report = vitestJson('unit');
    await step('unit and ui tests (with coverage)', [bin.vitest, 'run', '--project', 'unit', '--project', 'ui', '--coverage', '--passWithNoTests', ...report.args], {}, { vitestReport: report.file });
  }

  // The production build is checked on every run: budgets fail the run when a bundle grows past
  // them, and the same build is what the end-to-end tests drive.
  if (interrupted) return;
  let built = false;
  if (runs.has('build')) {
    built = await step('build the app', [bin.vite, 'build', '--outDir', e2eOutDir, '--emptyOutDir'], viteEnv(stack));
    if (built && !interrupted) await step('bundle budgets', [path.join(ROOT, 'scripts', 'check-bundle-budgets.mjs'), '--dist', e2eOutDir]);
    if (built && !interrupted) await step('HTML validity', [path.join(ROOT, 'scripts', 'check-html.mjs'), '--dist', e2eOutDir]);
  }
  if (!runs.has('emulators') && !runs.has('e2e')) return;
  const hasSystemDeps = runs.has('e2e') && !interrupted ? await ensureSystemDeps() : true;

  if (interrupted) return;
  banner(`emulators on the test ports (project ${stack.projectId})`);
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-test-stack-'));
  try {
    emulators = await startEmulators({ stack, dataDir: null, runDir, signal: aborter.signal });
  } catch (error) {
    console.error(error.message);
    record('emulator tests', 'failed', 'the emulators did not start');
  }
  const testEnv = emulatorEnv(stack);
  if (emulators && !interrupted) {
    // The end-to-end tests pay through it (docs/billing.md); a failure here fails only those.
    paymentSimulator = startProcess('payment simulator', process.execPath, [PAYMENT_SIMULATOR], {
      cwd: ROOT,
      env: { ...testEnv, PAYMENT_SIMULATOR_PORT: String(stack.ports.paymentSimulator) },
      logFile: path.join(runDir, 'payment-simulator.log'),
    });
    await waitForHttp(paymentSimulator, `http://${stack.host}:${stack.ports.paymentSimulator}/health`, { timeoutMs: 30_000, signal: aborter.signal }).catch((error) => {
      console.error(`The payment simulator did not start: ${error.message}`);
    });
    // The Firestore triggers, as Cloud Functions runs them (docs/forms.md); its log keeps the
    // pushes it would have sent.
    triggerRunner = startProcess('trigger runner', process.execPath, [TRIGGER_RUNNER], {
      cwd: ROOT,
      env: testEnv,
      logFile: path.join(runDir, 'triggers.log'),
    });
  }
  if (emulators && !interrupted && runs.has('emulators')) {
    const report = vitestJson('emulator');
    await step('emulator tests', [bin.vitest, 'run', '--project', 'emulator', '--passWithNoTests', ...report.args, ...emulatorTestArgs], testEnv, { vitestReport: report.file });
  }

  if (interrupted || !runs.has('e2e')) return;
  const e2e = 'end-to-end tests (Chromium)';
  if (!hasSystemDeps) {
    banner(e2e);
    record(e2e, 'failed', 'Chromium is missing and could not be installed');
  } else if (!fs.existsSync(path.join(ROOT, 'playwright.config.ts'))) {
    banner(e2e);
    record(e2e, 'skipped', 'no playwright.config.ts yet');
  } else if (!hasE2eSpecs()) {
    banner(e2e);
    record(e2e, 'skipped', 'no specs under test/e2e yet');
  } else if (!emulators) {
    banner(e2e);
    record(e2e, 'failed', 'the emulators did not start');
  } else {
    if (built && !interrupted) {
      if (await portInUse(stack.ports.app, stack.host)) {
        banner(e2e);
        record(e2e, 'failed', `port ${stack.ports.app} is already in use`);
      } else {
        preview = startProcess('vite preview', process.execPath, [bin.vite, 'preview', '--outDir', e2eOutDir, '--host', stack.host, '--port', String(stack.ports.app), '--strictPort'], {
          cwd: ROOT,
          env: viteEnv(stack),
        });
        try {
          await waitForHttp(preview, `${appUrl}/`, { timeoutMs: 60_000, signal: aborter.signal });
          await step(e2e, [bin.playwright, 'test', ...playwrightArgs], { ...testEnv, ...viteEnv(stack), BASE_URL: appUrl, PLAYWRIGHT_BASE_URL: appUrl });
        } catch (error) {
          console.error(error.message);
          record(e2e, 'failed', 'the app server did not start');
        }
      }
    } else if (!built) {
      record(e2e, 'failed', 'the build failed');
    }
  }
}

let crashed = false;
try {
  await main();
} catch (error) {
  crashed = true;
  console.error(error);
} finally {
  banner('stopping everything started for the tests');
  await cleanUp();
}

const passed = results.filter((result) => result.outcome === 'passed').length;
const failed = results.filter((result) => result.outcome === 'failed').length + (crashed ? 1 : 0);
const skipped = results.filter((result) => result.outcome === 'skipped');
console.log('');
for (const result of results) console.log(`  ${result.outcome.padEnd(7)} ${result.name}${result.detail ? ` (${result.detail})` : ''}`);
if (skipped.length > 0) console.log(`  (${skipped.length} step${skipped.length > 1 ? 's' : ''} skipped)`);
for (const result of results) if (result.digest) console.log(`\n${result.digest}`);
if (failed > 0) console.log('');
console.log(`${passed} passed, ${failed} failed`);
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
