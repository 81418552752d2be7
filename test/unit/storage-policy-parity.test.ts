import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, QUOTA, UPLOAD_CONTENT_TYPES, UPLOAD_DISPOSITION, isAllowed } from '../../scripts/lib/storage-policy.mjs';
import { STORAGE_QUOTA } from '../../src/core/storage/storage-quota';
import { MAX_IMAGE_BYTES } from '../../src/core/validation/image-upload';
import { OWNER, STORAGE_CASES, objectPath, picture } from '../support/storage-policy-cases';

/*
 * The local Storage emulator enforces a hand-written copy of storage.rules
 * (scripts/lib/storage-policy.mjs), because the emulator's rules runtime cannot be downloaded
 * here. One table of cases (test/support/storage-policy-cases.ts) states what storage.rules
 * means; it runs here against the copy, and in test/rules/storage-rules-parity.test.ts against
 * storage.rules' own conditions on a rules engine. The copy's limits are also checked against
 * the ones written in storage.rules and the core's quota.
 */

const png = (size: number) => picture(size);
const path = objectPath;

describe('storage.rules and its local copy agree', () => {
  it.each(STORAGE_CASES)('%s', (_label, request, allowed) => {
    expect(isAllowed(request)).toBe(allowed);
  });

  const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

  it('on the size limit', () => {
    const match = /request\.resource\.size <= (\d+) \* (\d+) \* (\d+)/.exec(rules);
    expect(match).not.toBeNull();
    expect(Number(match?.[1]) * Number(match?.[2]) * Number(match?.[3])).toBe(MAX_UPLOAD_BYTES);
    // The client refuses what the rules would: the core's limit is the rules'.
    expect(MAX_UPLOAD_BYTES).toBe(MAX_IMAGE_BYTES);
    expect(rules).toContain('request.resource.size > 0');
  });

  it('on the quota and the disposition', () => {
    expect(QUOTA).toEqual(STORAGE_QUOTA);
    expect(rules).toContain(`usage.files < ${STORAGE_QUOTA.files} && usage.bytes + request.resource.size <= ${STORAGE_QUOTA.bytes}`);
    expect(rules).toContain(`request.resource.contentDisposition == '${UPLOAD_DISPOSITION}'`);
  });

  it('on the content types', () => {
    const match = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(rules);
    expect(match?.[1]?.split('|').map((t) => `image/${t}`).sort()).toEqual([...UPLOAD_CONTENT_TYPES].sort());
  });

  it('on the folders and the file name pattern', () => {
    const folders = [...rules.matchAll(/match \/vMember\/\{uid\}\/(\w+)\/\{fileName\}/g)].map((m) => m[1]).sort();
    expect(folders).toEqual(['profilePicture', 'site']);
    const names = [...rules.matchAll(/fileName\.matches\('([^']+)'\)/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(new Set(['[0-9]{1,16}(-[0-9]{3,4})?([.](png|jpe?g|webp))?']));
    // The copy accepts exactly the names the rules' pattern does.
    const rulesName = new RegExp(`^${names[0] ?? ''}$`);
    for (const name of ['1', '1700000000000', '1.png', '1.jpg', '1.jpeg', '1.webp', '12345678901234567', 'a.png', '1.gif', '../1', '1.png.html', '1-480.webp', '1-48.webp', '1-480', '1-12345.webp', '1--480.webp']) {
      const copy = isAllowed({ method: 'create', objectPath: path(OWNER.uid, 'site', name), after: png(10), auth: OWNER });
      expect(copy, name).toBe(rulesName.test(name));
    }
  });
});
