import type { SiteLanguage } from '../core/member/member-record';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** A member whose site is published, as the weekly note needs them. */
export interface WeeklyNoteMember {
  readonly memberId: string;
  readonly siteLanguage: SiteLanguage;
  /** False once the member turned the note off in Settings. */
  readonly weeklyNote: boolean;
}

/** One page of published members, in the order of their ids. */
export interface WeeklyNoteMembersPage {
  readonly members: readonly WeeklyNoteMember[];
  /** Where the next page starts (the last id of this one), or null when this was the last. */
  readonly next: string | null;
}

/**
 * vMember where `published == true`, read by the server's weekly note a page at a time, so a
 * run over every member never holds them all at once.
 */
export interface WeeklyNoteMembersPort {
  /** At most `limit` members whose ids come after `after` (from the first with null). */
  published(after: string | null, limit: number): Promise<WeeklyNoteMembersPage>;
}

export const WEEKLY_NOTE_MEMBERS: PortToken<WeeklyNoteMembersPort> = portToken<WeeklyNoteMembersPort>('WeeklyNoteMembersPort');
