import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The product writes dates in the reader's own time zone; the tests name calendar days, so they run
// in one zone whatever the machine's (the workers inherit it).
process.env.TZ = 'UTC';

/**
 * The CPUs this process may really use. A container can show every CPU of its host while its
 * cgroup allows it two; vitest would start a worker per CPU shown, and the workers would share the
 * two, each several times slower than the tests expect.
 */
function usableCpus(): number {
  const shown = os.availableParallelism();
  const quotas: [string, (text: string) => number | null][] = [
    // cgroup v2: "<quota> <period>", or "max <period>" without a limit.
    ['/sys/fs/cgroup/cpu.max', (text) => {
      const [quota, period] = text.trim().split(/\s+/);
      return quota === 'max' ? null : Number(quota) / Number(period);
    }],
    // cgroup v1: the quota alone (-1 without a limit), the period beside it.
    ['/sys/fs/cgroup/cpu/cpu.cfs_quota_us', (text) => {
      const quota = Number(text.trim());
      if (quota <= 0) return null;
      return quota / Number(fs.readFileSync('/sys/fs/cgroup/cpu/cpu.cfs_period_us', 'utf8').trim());
    }],
  ];
  for (const [file, read] of quotas) {
    try {
      const allowed = read(fs.readFileSync(file, 'utf8'));
      if (allowed !== null && Number.isFinite(allowed) && allowed > 0) return Math.max(1, Math.min(shown, Math.ceil(allowed)));
    } catch {
      // No such file: not this cgroup version, or no cgroup at all.
    }
  }
  return shown;
}

// Three projects: `unit` (node: core, ports, adapters, use-cases, CLI, contracts on memory),
// `ui` (jsdom: React components on the memory adapters) and `emulator` (contracts on the
// Firebase adapters and the security rules; needs the emulators, started by scripts/test.mjs).
export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's own default (one CPU left to the main process), counted on the usable CPUs.
    maxWorkers: Math.max(usableCpus() - 1, 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests that generate URLs take about 2 s on an idle 2-core machine and more
          // than the default 5 s when coverage and the other tests share the cores.
          testTimeout: 15_000,
          include: ['src/**/*.test.ts', 'test/contracts/**/*.memory.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // A screen test types and waits on debounced saves: about 2 s alone, several times that
          // when other workers and coverage share the cores, and each wait may take up to 15 s
          // (test/setup/ui-setup.ts), so a slow machine fails on bugs, not on load.
          testTimeout: 30_000,
          // A screen that loads its code or strings lazily can be checked a task early when
          // coverage and the other workers hold both cores; a real failure fails twice. Each
          // such race found is fixed in its test (waiting for what the member waits for).
          retry: 1,
          include: ['src/ui/**/*.test.tsx'],
          setupFiles: ['test/setup/ui-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['test/contracts/**/*.firebase.test.ts', 'test/rules/**/*.test.ts', 'test/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One retry absorbs a Listen stream the Firestore emulator garbles (docs/testing.md); a
          // real failure fails twice. Not only on CI: `npm test` must pass on any machine.
          retry: 1,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      exclude: ['src/core/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
