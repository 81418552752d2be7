import type { MemberRecord } from '../core/member/member-record';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** Reading across all members: for administrators only (admin claim or service account). */
export interface MemberDirectoryPort {
  /** Every member in id order, one page at a time, so memory stays flat for any number. */
  pages(pageSize: number): AsyncIterable<readonly MemberRecord[]>;
  /** How many members there are, counted by the backend without reading them. */
  count(): Promise<number>;
  findByEmail(email: string): Promise<MemberRecord | null>;
  findByUsername(username: string): Promise<MemberRecord | null>;
  /** Members whose record has `admin: true` (ids configured as admins are the caller's to add). */
  listAdmins(): Promise<readonly MemberRecord[]>;
}

export const MEMBER_DIRECTORY: PortToken<MemberDirectoryPort> = portToken<MemberDirectoryPort>('MemberDirectoryPort');
