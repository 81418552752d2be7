// Child processes of the local stack: started in their own process group (so a Ctrl-C in the
// terminal reaches only the supervising script, which exports data before stopping them), logged
// to files, and stopped by process-group id with SIGTERM, then SIGKILL if they do not go.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts `command` detached, with stdout and stderr appended to `logFile` (or inherited when
 * `logFile` is null). With `onOutput`, the output is still shown here and each chunk is also
 * handed to it. The returned handle knows whether the process has exited.
 */
export function startProcess(name, command, args, { cwd, env, logFile = null, onOutput = null } = {}) {
  let stdio = ['ignore', 'inherit', 'inherit'];
  let fd = null;
  if (onOutput) {
    stdio = ['ignore', 'pipe', 'pipe'];
  } else if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fd = fs.openSync(logFile, 'a');
    stdio = ['ignore', fd, fd];
  }
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio, detached: true });
  if (fd !== null) fs.closeSync(fd);
  if (onOutput) {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      onOutput(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      onOutput(chunk);
    });
  }
  const handle = { name, child, pid: child.pid, logFile, exited: false, exitCode: null, signal: null };
  handle.exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      Object.assign(handle, { exited: true, exitCode: code, signal });
      if (!onOutput) {
        resolve(handle);
        return;
      }
      // Piped output may still be in flight at 'exit' and is all read at 'close'; a process it
      // left behind could hold the pipe open, so the step ends after a few seconds regardless.
      const late = setTimeout(() => resolve(handle), 5000);
      child.once('close', () => {
        clearTimeout(late);
        resolve(handle);
      });
    });
    child.once('error', (error) => {
      Object.assign(handle, { exited: true, exitCode: -1, error });
      resolve(handle);
    });
  });
  return handle;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether any process of the group led by `pid` is still alive. */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a process group: SIGTERM (the Firestore emulator JAR ignores SIGINT when it runs in the
 * background), then SIGKILL after `graceMs`. Resolves once the whole group is gone.
 */
export async function stopProcess(handle, { graceMs = 10_000 } = {}) {
  if (!handle?.pid) return;
  if (!groupAlive(handle.pid) && handle.exited) return;
  signalGroup(handle.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(handle.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(handle.pid)) {
    signalGroup(handle.pid, 'SIGKILL');
    while (groupAlive(handle.pid)) await sleep(50);
  }
  await Promise.race([handle.exitPromise, sleep(1000)]);
}

/** Whether something already listens on host:port. */
export function portInUse(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `preferred` when it is free, otherwise a free port chosen by the system. */
export async function freePort(preferred, host) {
  if (!(await portInUse(preferred, host))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The last lines of a log file, to explain why a process did not come up. */
export function logTail(logFile, lines = 15) {
  if (!logFile || !fs.existsSync(logFile)) return '';
  return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Polls `url` until it answers with any HTTP status (the emulators answer their root with
 * 200 or 404 once they accept requests). Fails early if the process exits or `signal` aborts.
 */
export async function waitForHttp(handle, url, { timeoutMs = 180_000, signal } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (signal?.aborted) throw new Error(`Stopped waiting for ${handle?.name ?? url}: interrupted.`);
    if (handle?.exited) {
      throw new Error(`${handle.name} exited (code ${handle.exitCode ?? handle.signal}) before answering at ${url}.\n${logTail(handle.logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return Date.now() - started;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${handle?.name ?? url} did not answer at ${url} within ${timeoutMs / 1000} s.\n${logTail(handle?.logFile)}`);
}

/**
 * Remembers the process groups a run started, so that the next run can stop leftovers of a run
 * that was killed without a chance to clean up (SIGKILL, closed terminal, power loss).
 */
export class PidRegistry {
  constructor(file) {
    this.file = file;
    this.entries = [];
  }

  add(handle, marker) {
    this.entries.push({ name: handle.name, pid: handle.pid, marker });
    this.write();
  }

  remove(handle) {
    this.entries = this.entries.filter((entry) => entry.pid !== handle.pid);
    this.write();
  }

  write() {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    if (this.entries.length === 0) fs.rmSync(this.file, { force: true });
    else fs.writeFileSync(this.file, JSON.stringify(this.entries, null, 2));
  }

  /** Stops processes recorded by an earlier run that are still alive and still ours. */
  async stopLeftovers(log = console.log) {
    if (!fs.existsSync(this.file)) return;
    let entries = [];
    try {
      entries = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch {
      entries = [];
    }
    for (const entry of entries) {
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      // A recycled pid belongs to someone else: only a process with our marker is stopped.
      if (!cmdline.includes(entry.marker)) continue;
      log(`Stopping ${entry.name} (pid ${entry.pid}) left over from an earlier run.`);
      await stopProcess({ name: entry.name, pid: entry.pid, exited: false, exitPromise: Promise.resolve() });
    }
    fs.rmSync(this.file, { force: true });
  }
}
