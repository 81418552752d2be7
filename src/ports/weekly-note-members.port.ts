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

/** vMember where `published == true`, read by the server's weekly note. */
export interface WeeklyNoteMembersPort {
  published(): Promise<readonly WeeklyNoteMember[]>;
}

export const WEEKLY_NOTE_MEMBERS: PortToken<WeeklyNoteMembersPort> = portToken<WeeklyNoteMembersPort>('WeeklyNoteMembersPort');
