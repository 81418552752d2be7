import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, isAllowed } from '../../scripts/lib/storage-policy.mjs';

/*
 * The local Storage emulator enforces a hand-written copy of storage.rules
 * (scripts/lib/storage-policy.mjs), because the emulator's rules runtime cannot be downloaded
 * here. One table of cases states what storage.rules means; it runs against the copy, and the
 * copy's limits are checked against the ones written in storage.rules, so the two cannot drift
 * apart silently. (Where the rules runtime is available, the same table can be run against
 * storage.rules with @firebase/rules-unit-testing.)
 */

const OWNER = { uid: 'aliceUid0000000000000000001' };
const OTHER = { uid: 'bobUid00000000000000000000002' };
const png = (size: number) => ({ size, contentType: 'image/png' });
const path = (uid: string, folder: string, file: string) => `vMember/${uid}/${folder}/${file}`;

type Case = readonly [label: string, request: Parameters<typeof isAllowed>[0], allowed: boolean];

const CASES: readonly Case[] = [
  ['owner uploads a 200 kB PNG profile picture', { method: 'create', objectPath: path(OWNER.uid, 'profilePicture', '1700000000000'), after: png(200_000), auth: OWNER }, true],
  ['owner uploads a website image with an extension', { method: 'create', objectPath: path(OWNER.uid, 'site', '1700000000000.webp'), after: { size: 1000, contentType: 'image/webp' }, auth: OWNER }, true],
  ['owner uploads exactly 5 MB', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(5 * 1024 * 1024), auth: OWNER }, true],
  ['5 MB and one byte', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(5 * 1024 * 1024 + 1), auth: OWNER }, false],
  ['a 0-byte file', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(0), auth: OWNER }, false],
  ['a 50 MB file', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(50 * 1024 * 1024), auth: OWNER }, false],
  ['another member’s folder', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(10), auth: OTHER }, false],
  ['a visitor uploading', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: png(10), auth: null }, false],
  ['an SVG', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: { size: 10, contentType: 'image/svg+xml' }, auth: OWNER }, false],
  ['an HTML file declared as such', { method: 'create', objectPath: path(OWNER.uid, 'site', '1'), after: { size: 10, contentType: 'text/html' }, auth: OWNER }, false],
  ['a file name that is not a timestamp', { method: 'create', objectPath: path(OWNER.uid, 'site', 'page.html'), after: png(10), auth: OWNER }, false],
  ['a path outside the two folders', { method: 'create', objectPath: `vMember/${OWNER.uid}/other/1`, after: png(10), auth: OWNER }, false],
  ['anyone reads a picture', { method: 'get', objectPath: path(OWNER.uid, 'profilePicture', '1'), auth: null }, true],
  ['nobody lists a folder', { method: 'list', objectPath: path(OWNER.uid, 'profilePicture', '1'), auth: OWNER }, false],
  ['the owner deletes', { method: 'delete', objectPath: path(OWNER.uid, 'site', '1'), auth: OWNER }, true],
  ['another member deletes', { method: 'delete', objectPath: path(OWNER.uid, 'site', '1'), auth: OTHER }, false],
];

describe('storage.rules and its local copy agree', () => {
  it.each(CASES)('%s', (_label, request, allowed) => {
    expect(isAllowed(request)).toBe(allowed);
  });

  const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

  it('on the size limit', () => {
    const match = /request\.resource\.size <= (\d+) \* (\d+) \* (\d+)/.exec(rules);
    expect(match).not.toBeNull();
    expect(Number(match?.[1]) * Number(match?.[2]) * Number(match?.[3])).toBe(MAX_UPLOAD_BYTES);
    expect(rules).toContain('request.resource.size > 0');
  });

  it('on the content types', () => {
    const match = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(rules);
    expect(match?.[1]?.split('|').map((t) => `image/${t}`).sort()).toEqual([...UPLOAD_CONTENT_TYPES].sort());
  });

  it('on the folders and the file name pattern', () => {
    const folders = [...rules.matchAll(/match \/vMember\/\{uid\}\/(\w+)\/\{fileName\}/g)].map((m) => m[1]).sort();
    expect(folders).toEqual(['profilePicture', 'site']);
    const names = [...rules.matchAll(/fileName\.matches\('([^']+)'\)/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(new Set(['[0-9]{1,16}([.](png|jpe?g|webp))?']));
    // The copy accepts exactly the names the rules' pattern does.
    const rulesName = new RegExp(`^${names[0] ?? ''}$`);
    for (const name of ['1', '1700000000000', '1.png', '1.jpg', '1.jpeg', '1.webp', '12345678901234567', 'a.png', '1.gif', '../1', '1.png.html']) {
      const copy = isAllowed({ method: 'create', objectPath: path(OWNER.uid, 'site', name), after: png(10), auth: OWNER });
      expect(copy, name).toBe(rulesName.test(name));
    }
  });
});
