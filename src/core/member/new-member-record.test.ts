import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DAY_MS } from '../time/time';
import { USERNAME_LENGTH, USERNAME_MAX_LENGTH, domainFor, newMemberRecord, usernameCandidates, usernameFor } from './new-member-record';

const config: AppConfig = {
  ...DEFAULT_APP_CONFIG,
  appDomainSuffix: '.example.app',
  defaultPictureUrl: '/img/empty.png',
  defaultCoverPictureUrl: '/img/cover.jpg',
};
const NOW = Date.UTC(2024, 4, 1, 12);
const input = { uid: 'AbCdEfGhIjKlMnOp1234567890', email: 'ana@example.com', displayName: 'Ana  Pérez', phoneNumber: '+1 555 123 4567' };

describe('usernameFor', () => {
  it('takes the first 7 characters of the id, lowercased', () => {
    expect(usernameFor('AbCdEfGhIj')).toBe('abcdefg');
  });

  it('is always 7 lowercase characters of the uid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{7,40}$/), (uid) => {
        const username = usernameFor(uid);
        expect(username).toHaveLength(USERNAME_LENGTH);
        expect(username).toBe(username.toLowerCase());
        expect(uid.toLowerCase().startsWith(username)).toBe(true);
      }),
    );
  });
});

describe('domainFor', () => {
  it('appends the app subdomain to the username', () => {
    expect(domainFor('abcdefg', config)).toBe('abcdefg.example.app');
  });
});

describe('newMemberRecord', () => {
  const record = newMemberRecord(input, config, NOW);

  // One row per field of spec section 3's table (createdAt is the adapter's server timestamp).
  it.each([
    ['name', 'Ana Pérez'],
    ['namePublico', 'Ana Pérez'],
    ['username', 'abcdefg'],
    ['domain', 'abcdefg.example.app'],
    ['email', 'ana@example.com'],
    ['emailPublico', 'ana@example.com'],
    ['id', input.uid],
    ['vID', input.uid],
    ['picture', '/img/empty.png'],
    ['coverPicture', '/img/cover.jpg'],
    ['esAdministrador', false],
    ['verified', false],
    ['setup', false],
    ['published', true],
    ['alertPayment', false],
    ['ads', false],
    ['businessName', null],
    ['businessEmail', null],
    ['status', false],
    ['trial', false],
    ['activeUntil', NOW],
    ['siteLanguage', 'EN'],
    ['font', 'Roboto'],
    ['coverTemplate', 1],
    ['accountType', 'business'],
    ['themeColor', '#0D0D0D'],
    ['phoneNumber', '+1 555 123 4567'],
  ] as const)('sets %s', (field, value) => {
    expect(record[field]).toBe(value);
  });

  it('has exactly the specified fields and no createdAt or role flags', () => {
    expect(Object.keys(record)).toHaveLength(27);
    expect(record).not.toHaveProperty('createdAt');
    expect(record).not.toHaveProperty('admin');
    expect(record).not.toHaveProperty('fullAccess');
  });

  it('adds the configured trial days to activeUntil', () => {
    expect(newMemberRecord(input, { ...config, trialDays: 14 }, NOW).activeUntil).toBe(NOW + 14 * DAY_MS);
  });

  it('normalises the display name, trims phone, and trims and lowercases email', () => {
    const r = newMemberRecord({ ...input, displayName: ' \u202EAna\u200B ', email: ' Ana@Example.com ', phoneNumber: ' 5551234567 ' }, config, NOW);
    expect(r.name).toBe('Ana');
    expect(r.namePublico).toBe('Ana');
    expect(r.email).toBe('ana@example.com');
    expect(r.phoneNumber).toBe('5551234567');
  });

  it('never starts a member privileged, paid up or set up, for any input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{7,28}$/), fc.string(), fc.string(), fc.integer({ min: 0, max: 4e12 }), (uid, name, email, now) => {
        const r = newMemberRecord({ uid, email, displayName: name, phoneNumber: '' }, config, now);
        expect([r.esAdministrador, r.verified, r.setup, r.status, r.trial]).toEqual([false, false, false, false, false]);
        expect(r.id).toBe(uid);
        expect(r.vID).toBe(uid);
        expect(r.domain).toBe(`${usernameFor(uid)}.example.app`);
      }),
    );
  });
});

describe('usernameCandidates', () => {
  it('starts with the spec’s username and lengthens it one character at a time up to 12', () => {
    expect(usernameCandidates('AbCdEfGhIjKlMnOp')).toEqual(['abcdefg', 'abcdefgh', 'abcdefghi', 'abcdefghij', 'abcdefghijk', 'abcdefghijkl']);
  });

  it('stops at the id’s own length and repeats nothing', () => {
    expect(usernameCandidates('AbCdEfGh')).toEqual(['abcdefg', 'abcdefgh']);
    expect(usernameCandidates('Abc')).toEqual(['abc']);
  });

  it('holds for every id: the first is usernameFor, each is a lowercased prefix one longer than the last', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (uid) => {
        const candidates = usernameCandidates(uid);
        expect(candidates[0]).toBe(usernameFor(uid));
        expect(candidates.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH - USERNAME_LENGTH + 1);
        candidates.forEach((candidate, index) => {
          expect(candidate).toBe(uid.slice(0, candidate.length).toLowerCase());
          if (index > 0) expect(candidate.length).toBe((candidates[index - 1] ?? '').length + 1);
        });
      }),
    );
  });
});

describe('newMemberRecord with a chosen username', () => {
  const input = { uid: 'AbCdEfGhIjKlMnOp', email: 'ana@example.com', displayName: 'Ana', phoneNumber: '+1 555 010 2030' };

  it('uses a longer candidate for the username and its domain', () => {
    const record = newMemberRecord(input, DEFAULT_APP_CONFIG, 0, 'abcdefgh');
    expect(record.username).toBe('abcdefgh');
    expect(record.domain).toBe(`abcdefgh${DEFAULT_APP_CONFIG.appDomainSuffix}`);
  });

  it('refuses a username that is not one of the id’s candidates', () => {
    expect(() => newMemberRecord(input, DEFAULT_APP_CONFIG, 0, 'someone')).toThrow(RangeError);
    expect(() => newMemberRecord(input, DEFAULT_APP_CONFIG, 0, 'abcdefghijklm')).toThrow(RangeError);
  });
});
