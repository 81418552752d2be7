import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/time';
import type { SiteGroup } from './customer';
import { INVITATION_MAX_LIFETIME_MS, invitationToStore, validateAnnouncement, validateGroupIds, validateGroupName, validateInvitation } from './portal-validation';

const group = (id: string, name: string): SiteGroup => ({ id, name, createdAt: 0 });

describe('validateGroupName', () => {
  it('normalises a name like every name', () => {
    expect(validateGroupName('  VIP\u200B  members ')).toEqual({ ok: true, name: 'VIP members' });
  });

  it('refuses an empty, invisible or too long name', () => {
    expect(validateGroupName('')).toEqual({ ok: false, error: 'required' });
    expect(validateGroupName('\u200B \u3164')).toEqual({ ok: false, error: 'required' });
    expect(validateGroupName('x'.repeat(61))).toEqual({ ok: false, error: 'too-long' });
    expect(validateGroupName('x'.repeat(10_000))).toEqual({ ok: false, error: 'too-long' });
    expect(validateGroupName('é'.repeat(60))).toEqual({ ok: true, name: 'é'.repeat(60) });
  });

  it('refuses the name of another group, case and accents aside, but not a group keeping its own', () => {
    const existing = [group('g1', 'VIP'), group('g2', 'Équipe')];
    expect(validateGroupName('vip', existing)).toEqual({ ok: false, error: 'duplicate' });
    expect(validateGroupName('equipe', existing)).toEqual({ ok: false, error: 'duplicate' });
    expect(validateGroupName('vip', existing, 'g1')).toEqual({ ok: true, name: 'vip' });
    expect(validateGroupName('Equipe', existing, 'g1')).toEqual({ ok: false, error: 'duplicate' });
  });

  it('refuses a 51st group but lets any of 50 be renamed', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => group(`g${i}`, `Group ${i}`));
    expect(validateGroupName('New', fifty)).toEqual({ ok: false, error: 'too-many' });
    expect(validateGroupName('New', fifty, 'g3')).toEqual({ ok: true, name: 'New' });
    expect(validateGroupName('New', fifty.slice(1))).toEqual({ ok: true, name: 'New' });
  });

  it('holds: an accepted name is 1 to 60 code points, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (raw) => {
        const result = validateGroupName(raw);
        if (!result.ok) return;
        expect([...result.name].length).toBeGreaterThanOrEqual(1);
        expect([...result.name].length).toBeLessThanOrEqual(60);
        expect(result.name).toBe(result.name.trim());
      }),
    );
  });
});

describe('validateGroupIds', () => {
  it('keeps each id once and refuses bad ids, more than 20, or none when required', () => {
    expect(validateGroupIds(['a', 'a', 'b'])).toEqual({ ok: true, groups: ['a', 'b'] });
    expect(validateGroupIds([])).toEqual({ ok: true, groups: [] });
    expect(validateGroupIds([], true)).toEqual({ ok: false, error: 'required' });
    expect(validateGroupIds(['a b'])).toEqual({ ok: false, error: 'invalid' });
    expect(validateGroupIds(['x'.repeat(41)])).toEqual({ ok: false, error: 'invalid' });
    expect(validateGroupIds(Array.from({ length: 21 }, (_, i) => `g${i}`))).toEqual({ ok: false, error: 'too-many' });
  });
});

describe('validateAnnouncement', () => {
  it('normalises a good announcement', () => {
    expect(validateAnnouncement({ title: '  Class   moved ', body: 'Tomorrow at 7.\r\n\r\n\r\nSee you!', groups: ['vip', 'vip'] })).toEqual({
      ok: true,
      normalized: { title: 'Class moved', body: 'Tomorrow at 7.\n\nSee you!', groups: ['vip'] },
    });
  });

  it('accepts an empty body', () => {
    expect(validateAnnouncement({ title: 'Closed today', body: '  ', groups: ['vip'] })).toEqual({ ok: true, normalized: { title: 'Closed today', body: '', groups: ['vip'] } });
  });

  it('names every field that is wrong', () => {
    expect(validateAnnouncement({ title: '', body: 'x'.repeat(5001), groups: [] })).toEqual({ ok: false, errors: { title: 'required', body: 'too-long', groups: 'required' } });
    expect(validateAnnouncement({ title: 'x'.repeat(121), body: '', groups: ['a/b'] })).toEqual({ ok: false, errors: { title: 'too-long', groups: 'invalid' } });
    expect(validateAnnouncement({ title: 'x'.repeat(1000), body: 'x'.repeat(30_000), groups: ['g'] })).toEqual({ ok: false, errors: { title: 'too-long', body: 'too-long' } });
  });
});

describe('validateInvitation', () => {
  const now = Date.UTC(2026, 0, 1);

  it('lowercases the address and expires in 14 days', () => {
    expect(validateInvitation({ email: ' Ana@Example.COM ', groups: ['vip'] }, now)).toEqual({
      ok: true,
      normalized: { email: 'ana@example.com', groups: ['vip'], expiresAt: now + 14 * DAY_MS },
    });
  });

  it('refuses a missing or malformed address and bad groups', () => {
    expect(validateInvitation({ email: '', groups: [] }, now)).toEqual({ ok: false, errors: { email: 'required' } });
    expect(validateInvitation({ email: 'ana@', groups: ['bad id'] }, now)).toEqual({ ok: false, errors: { email: 'invalid-email', groups: 'invalid' } });
  });
});

describe('invitationToStore', () => {
  const now = Date.UTC(2026, 0, 1);

  it('stores what validateInvitation accepts', () => {
    const valid = validateInvitation({ email: 'Ana@Example.com', groups: ['vip', 'vip'] }, now);
    if (!valid.ok) throw new Error('expected a valid invitation');
    expect(invitationToStore(valid.normalized, now)).toEqual({ email: 'ana@example.com', groups: ['vip'], expiresAt: now + 14 * DAY_MS });
  });

  it('refuses a bad address, bad groups, and an expiry passed or beyond 14 days', () => {
    const good = { email: 'ana@example.com', groups: ['vip'], expiresAt: now + DAY_MS };
    expect(invitationToStore(good, now)).toEqual(good);
    expect(invitationToStore({ ...good, email: 'ana' }, now)).toBeNull();
    expect(invitationToStore({ ...good, groups: ['a/b'] }, now)).toBeNull();
    expect(invitationToStore({ ...good, expiresAt: now }, now)).toBeNull();
    expect(invitationToStore({ ...good, expiresAt: now + INVITATION_MAX_LIFETIME_MS }, now)).toEqual({ ...good, expiresAt: now + INVITATION_MAX_LIFETIME_MS });
    expect(invitationToStore({ ...good, expiresAt: now + INVITATION_MAX_LIFETIME_MS + 1 }, now)).toBeNull();
  });
});
