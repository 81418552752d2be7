import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The product writes dates in the reader's own time zone; the tests name calendar days, so they run
// in one zone whatever the machine's (the workers inherit it).
process.env.TZ = 'UTC';

// Three projects: `unit` (node: core, ports, adapters, use-cases, CLI, contracts on memory),
// `ui` (jsdom: React components on the memory adapters) and `emulator` (contracts on the
// Firebase adapters and the security rules; needs the emulators, started by scripts/test.mjs).
export default defineConfig({
  plugins: [react()],
  test: {
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
          // A screen test types and waits on debounced saves: about 2 s alone, twice that when
          // both cores are busy with coverage, so the default 5 s would fail on load, not on bugs.
          testTimeout: 15_000,
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
