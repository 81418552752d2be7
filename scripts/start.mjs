// `npm start`: the whole product on this machine, with no Firebase project and no network.
// Starts the Firestore, Auth and Storage emulators on the dev ports, seeds demo data on first
// start, serves the app with Vite, and on Ctrl-C (or SIGTERM) saves the emulator data to
// .emulator-data/ and stops every process it started. See docs/local-stack.md.
import fs from 'node:fs';
import path from 'node:path';
import { DEV_DATA_DIR, PAYMENT_SIMULATOR, ROOT, TRIGGER_RUNNER, emulatorEnv, stackFor, viteEnv } from './lib/stack-config.mjs';
import { chooseEngine, startEmulators } from './lib/emulators.mjs';
import { PidRegistry, portInUse, startProcess, stopProcess, waitForHttp } from './lib/processes.mjs';

const EXPORT_INTERVAL_MS = 60_000;
const stack = stackFor('dev');
const runDir = path.join(ROOT, '.tmp', 'stack-dev');
const log = (line) => console.log(line);

function checkPrerequisites() {
  const problems = [];
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) problems.push(`Node ${process.versions.node} found; Node 20.19 or newer is needed.`);
  if (!fs.existsSync(path.join(ROOT, 'node_modules', 'firebase-tools'))) problems.push('Dependencies are missing: run `npm install` first.');
  if (!fs.existsSync(path.join(ROOT, 'firebase.json'))) problems.push('firebase.json is missing.');
  const choice = chooseEngine();
  problems.push(...choice.problems);
  return { problems, engine: choice.engine };
}

let emulators = null;
let vite = null;
let paymentSimulator = null;
let triggerRunner = null;
const vitePids = new PidRegistry(path.join(runDir, 'app-pids.json'));
let shuttingDown = false;
const aborter = new AbortController();
let running = null;

async function shutdown(reason, exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  log(`\n${reason}: saving data and stopping the local stack…`);
  // Let a start in progress unwind first: it stops the emulators it was still waiting for.
  aborter.abort();
  await running?.catch(() => {});
  if (vite) {
    await stopProcess(vite, { graceMs: 5000 });
    vitePids.remove(vite);
  }
  if (paymentSimulator) await stopProcess(paymentSimulator, { graceMs: 5000 });
  if (triggerRunner) await stopProcess(triggerRunner, { graceMs: 5000 });
  if (emulators) await emulators.stop({ exportFirst: true });
  log('Stopped.');
  process.exit(exitCode);
}

// A second Ctrl-C while stopping is ignored on purpose: leaving now would orphan the emulators
// and lose the data not yet exported.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));

async function main() {
  const { problems, engine } = checkPrerequisites();
  if (problems.length > 0) {
    console.error(`Cannot start the local stack:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  await vitePids.stopLeftovers(log);
  if (await portInUse(stack.ports.app, stack.host)) {
    console.error(`Port ${stack.ports.app} is already in use (the app's dev server). Is another \`npm start\` running?`);
    process.exit(1);
  }

  log(`Starting the Firebase emulators (${engine} engine, project ${stack.projectId})…`);
  emulators = await startEmulators({ stack, dataDir: DEV_DATA_DIR, runDir, engine, log, signal: aborter.signal });
  if (shuttingDown) return;
  emulators.startPeriodicExport(EXPORT_INTERVAL_MS);

  Object.assign(process.env, emulatorEnv(stack));
  const { seedDemoData, demoAccountLines } = await import('./seed.mjs');
  await seedDemoData({ log });

  if (engine === 'local' && fs.existsSync(path.join(ROOT, 'firestore.rules'))) {
    // The JAR reads its rules file once; push edits so rule changes apply without a restart.
    let timer = null;
    fs.watch(path.join(ROOT, 'firestore.rules'), () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (shuttingDown) return;
        emulators
          .reloadFirestoreRules()
          .then(() => log('firestore.rules changed: reloaded into the Firestore emulator.'))
          .catch((error) => log(`firestore.rules changed but could not be loaded: ${error.message}`));
      }, 200);
    }).unref();
  }

  if (shuttingDown) return;
  // Plays the payment extension against the emulators (docs/billing.md); never part of a build.
  paymentSimulator = startProcess('payment simulator', process.execPath, [PAYMENT_SIMULATOR], {
    cwd: ROOT,
    env: { ...emulatorEnv(stack), PAYMENT_SIMULATOR_PORT: String(stack.ports.paymentSimulator) },
    logFile: path.join(runDir, 'payment-simulator.log'),
  });
  await waitForHttp(paymentSimulator, `http://${stack.host}:${stack.ports.paymentSimulator}/health`, { signal: aborter.signal });

  // Plays the Firestore triggers Cloud Functions runs in production (docs/forms.md); pushes are
  // recorded in its log, since no push service is reachable offline.
  triggerRunner = startProcess('trigger runner', process.execPath, [TRIGGER_RUNNER], {
    cwd: ROOT,
    env: emulatorEnv(stack),
    logFile: path.join(runDir, 'triggers.log'),
  });

  if (shuttingDown) return;
  const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  vite = startProcess('vite', process.execPath, [viteBin, '--host', stack.host, '--port', String(stack.ports.app), '--strictPort'], {
    cwd: ROOT,
    env: viteEnv(stack),
  });
  vitePids.add(vite, viteBin);
  vite.exitPromise.then((handle) => {
    if (!shuttingDown) void shutdown(`The app's dev server exited (code ${handle.exitCode ?? handle.signal})`, 1);
  });
  await waitForHttp(vite, `http://${stack.host}:${stack.ports.app}/`, { signal: aborter.signal });

  log('');
  log(`App:            http://${stack.host}:${stack.ports.app}/`);
  log(`Payments:       http://${stack.host}:${stack.ports.paymentSimulator}/ (local simulator, no real charges)`);
  log(`Emulator data:  ${path.relative(ROOT, DEV_DATA_DIR)}/ (saved every ${EXPORT_INTERVAL_MS / 1000} s and on Ctrl-C)`);
  log(`Emulator logs:  ${path.relative(ROOT, runDir)}/ (triggers.log: alerts and the pushes they would send)`);
  for (const line of demoAccountLines()) log(line);
  log('Press Ctrl-C to stop.');
}

running = main();
running.catch((error) => {
  if (shuttingDown) return;
  console.error(error.message);
  void shutdown('Start failed', 1);
});
