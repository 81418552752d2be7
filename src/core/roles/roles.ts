import type { AppConfig } from '../config/app-config';
import type { MemberRecord } from '../member/member-record';

export interface Roles {
  /** Configured admin id or `admin: true`: sees the admin page. */
  readonly isAdmin: boolean;
  /** Configured full-access id or `fullAccess: true`: never asked to pay. */
  readonly hasFullAccess: boolean;
  /** Either of the above: Elite-level access and no activation banner. */
  readonly isPrivileged: boolean;
}

export const NO_ROLES: Roles = Object.freeze({ isAdmin: false, hasFullAccess: false, isPrivileged: false });

export type RoleFields = Pick<MemberRecord, 'id' | 'admin' | 'fullAccess'>;

/**
 * Roles of a member (architecture section 4). Flags count only when exactly `true`, so a
 * stored string 'true' or a missing field never grants anything.
 */
export function rolesOf(member: RoleFields | null, config: Pick<AppConfig, 'adminIds' | 'fullAccessIds'>): Roles {
  if (member === null) return NO_ROLES;
  const isAdmin = member.admin === true || config.adminIds.includes(member.id);
  const hasFullAccess = member.fullAccess === true || config.fullAccessIds.includes(member.id);
  return { isAdmin, hasFullAccess, isPrivileged: isAdmin || hasFullAccess };
}
