import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type GrantableRole = 'admin' | 'fullAccess';

/** Writes only an administrator may make. Roles go to the record and to a custom claim. */
export interface MemberAdminPort {
  setRole(memberId: string, role: GrantableRole, granted: boolean): Promise<void>;
  setActiveUntil(memberId: string, activeUntil: EpochMs): Promise<void>;
  setPublished(memberId: string, published: boolean): Promise<void>;
  setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void>;
}

export const MEMBER_ADMIN: PortToken<MemberAdminPort> = portToken<MemberAdminPort>('MemberAdminPort');
