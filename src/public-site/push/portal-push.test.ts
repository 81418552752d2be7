import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GENERATED, PORTAL_PUSH_BUDGET_BYTES, bundlePortalPushScript, generatedModule } from '../../../scripts/build-portal-push.mjs';
import { PORTAL_PUSH_SCRIPT } from './portal-push.generated';

describe("the portal's push script", () => {
  it('is served as bundled from its source (run node scripts/build-portal-push.mjs after a change)', async () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generatedModule(await bundlePortalPushScript()));
  }, 30_000);

  it(`stays within its budget: at most ${PORTAL_PUSH_BUDGET_BYTES / 1000} kB gzipped`, () => {
    expect(gzipSync(PORTAL_PUSH_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(PORTAL_PUSH_BUDGET_BYTES);
  });

  it('is one classic script that names its one entry point and loads nothing further', () => {
    expect(PORTAL_PUSH_SCRIPT.startsWith('var sitioPortalPush=')).toBe(true);
    expect(PORTAL_PUSH_SCRIPT).toContain('subscribe');
    expect(PORTAL_PUSH_SCRIPT).not.toMatch(/\bimport\(/);
  });
});
