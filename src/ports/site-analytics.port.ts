import type { SiteViews } from '../core/analytics/site-views';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type { SiteViews };

/**
 * vMember/{id}/analytics: totalViews {count} and countViews {date: count}. The public site server
 * counts visitors' views through SiteResultsPort, which adds to these in the same transaction.
 */
export interface SiteAnalyticsPort {
  /** Adds exactly one view to the total and to the day's count, atomically on the server. */
  recordView(memberId: string, dateKey: string): Promise<void>;
  readViews(memberId: string): Promise<SiteViews>;
}

export const SITE_ANALYTICS: PortToken<SiteAnalyticsPort> = portToken<SiteAnalyticsPort>('SiteAnalyticsPort');
