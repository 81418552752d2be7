import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import { NO_ROLES, rolesOf } from './roles';

const config = { ...DEFAULT_APP_CONFIG, adminIds: ['admin-1'], fullAccessIds: ['full-1', 'full-2'] };

describe('rolesOf', () => {
  it('gives no roles without a member', () => {
    expect(rolesOf(null, config)).toEqual(NO_ROLES);
  });

  it.each([
    ['an ordinary member', { id: 'm' }, { isAdmin: false, hasFullAccess: false, isPrivileged: false }],
    ['the built-in admin id', { id: 'admin-1' }, { isAdmin: true, hasFullAccess: false, isPrivileged: true }],
    ['a member with admin true', { id: 'm', admin: true }, { isAdmin: true, hasFullAccess: false, isPrivileged: true }],
    ['a built-in full-access id', { id: 'full-2' }, { isAdmin: false, hasFullAccess: true, isPrivileged: true }],
    ['a member with fullAccess true', { id: 'm', fullAccess: true }, { isAdmin: false, hasFullAccess: true, isPrivileged: true }],
    ['both', { id: 'admin-1', fullAccess: true }, { isAdmin: true, hasFullAccess: true, isPrivileged: true }],
    ['admin false', { id: 'm', admin: false, fullAccess: false }, { isAdmin: false, hasFullAccess: false, isPrivileged: false }],
  ])('%s', (_label, member, roles) => {
    expect(rolesOf(member, config)).toEqual(roles);
  });

  it('only a true boolean grants a role, never a truthy look-alike', () => {
    const forged = { id: 'm', admin: 'true', fullAccess: 1 } as unknown as { id: string };
    expect(rolesOf(forged, config)).toEqual(NO_ROLES);
  });

  it('ids come from configuration, not code', () => {
    expect(rolesOf({ id: 'admin-1' }, DEFAULT_APP_CONFIG)).toEqual(NO_ROLES);
  });

  it('privileged is exactly admin or full access', () => {
    fc.assert(
      fc.property(fc.constantFrom('m', 'admin-1', 'full-1'), fc.option(fc.boolean(), { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }), (id, admin, fullAccess) => {
        const roles = rolesOf({ id, admin, fullAccess }, config);
        expect(roles.isPrivileged).toBe(roles.isAdmin || roles.hasFullAccess);
        expect(roles.isAdmin).toBe(admin === true || id === 'admin-1');
        expect(roles.hasFullAccess).toBe(fullAccess === true || id === 'full-1');
      }),
    );
  });
});
