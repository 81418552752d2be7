import type { MemberRecord, SiteLanguage } from '../core/member/member-record';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/** The record written at sign-up; the adapter adds the server's `createdAt`. */
export type NewMemberRecord = Omit<MemberRecord, 'createdAt'>;

/** Fields a member may change about their own public profile from Settings. */
export interface MemberProfilePatch {
  readonly namePublico?: string;
  readonly emailPublico?: string;
  readonly phoneNumber?: string;
  readonly siteLanguage?: SiteLanguage;
  readonly themeColor?: string;
  readonly setup?: boolean;
  readonly published?: boolean;
  readonly draft?: boolean;
  readonly businessName?: string | null;
  readonly businessEmail?: string | null;
  readonly weeklyNote?: boolean;
}

/** The member record at vMember/{id} and the live queries of spec section 7. */
export interface MemberRecordsPort {
  get(memberId: string): Promise<MemberRecord | null>;
  create(memberId: string, record: NewMemberRecord): Promise<void>;
  updateProfile(memberId: string, patch: MemberProfilePatch): Promise<void>;
  updatePicture(memberId: string, pictureUrl: string): Promise<void>;
  updateStatusTrial(memberId: string, statusTrial: { status: boolean; trial: boolean }): Promise<void>;
  /** Calls back with the record (or null) at once, then on every change. */
  watch(memberId: string, listener: (member: MemberRecord | null) => void): Unsubscribe;
  /** Live query: members with `admin == true`. */
  watchAdmins(listener: (memberIds: readonly string[]) => void): Unsubscribe;
  /** Live query: members with `fullAccess == true`. */
  watchFullAccess(listener: (memberIds: readonly string[]) => void): Unsubscribe;
}

export const MEMBER_RECORDS: PortToken<MemberRecordsPort> = portToken<MemberRecordsPort>('MemberRecordsPort');
