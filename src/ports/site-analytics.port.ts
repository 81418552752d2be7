import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface SiteViews {
  readonly total: number;
  /** countViews: date key yyyy-mm-dd (America/Chicago) to count. */
  readonly perDay: Readonly<Record<string, number>>;
}

/** vMember/{id}/analytics: totalViews {count} and countViews {date: count}. */
export interface SiteAnalyticsPort {
  /** Adds exactly one view to the total and to the day's count, atomically on the server. */
  recordView(memberId: string, dateKey: string): Promise<void>;
  /**
   * The public site server's count: one view at `at` (on its America/Chicago day) unless this
   * visitor already had one counted for this site within the spec's hour. `visitorKey` is an
   * opaque, already hashed key (never a raw address). The check and the count are one
   * transaction, so two server instances, or two requests at once, cannot both count.
   * Resolves to whether the view was counted.
   */
  recordVisitorView(memberId: string, visitorKey: string, at: EpochMs): Promise<boolean>;
  readViews(memberId: string): Promise<SiteViews>;
}

export const SITE_ANALYTICS: PortToken<SiteAnalyticsPort> = portToken<SiteAnalyticsPort>('SiteAnalyticsPort');
