import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type GrantableRole = 'admin' | 'fullAccess';

/** Writes only an administrator may make. Roles go to the record and to a custom claim. */
export interface MemberAdminPort {
  setRole(memberId: string, role: GrantableRole, granted: boolean): Promise<void>;
  setActiveUntil(memberId: string, activeUntil: EpochMs): Promise<void>;
  setPublished(memberId: string, published: boolean): Promise<void>;
  /**
   * An administrator's takedown (a reason, already cleaned by the core's suspensionReason) or
   * its end (null): on the record, where the member sees it, and on the public projection, in
   * one write. It wins over `published`, which the member keeps editing.
   */
  setSuspension(memberId: string, suspension: { readonly reason: string } | null): Promise<void>;
  setStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void>;
}

export const MEMBER_ADMIN: PortToken<MemberAdminPort> = portToken<MemberAdminPort>('MemberAdminPort');
