import type { ActionKind, ResultLanguage } from '../core/analytics/customer-actions';
import type { DailyResults } from '../core/analytics/site-results';
import type { CountVerdict } from '../core/analytics/visitor-count-rule';
import type { VisitSource } from '../core/analytics/visit-sources';
import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** A page view as the site server counts it; every key is already hashed, never a raw id or address. */
export interface CountedVisit {
  /** The visitor: their device's id hashed with the site (or, without one, their address's hash). */
  readonly visitorKey: string;
  /** The address's hash, for the per-address cap. */
  readonly addressKey: string;
  readonly at: EpochMs;
  readonly language: ResultLanguage;
  readonly source: VisitSource;
  /** The referring site's host, or null. */
  readonly referrer: string | null;
  /** The page's path within the site, or null. */
  readonly page: string | null;
}

/** A customer action as the site server counts it. */
export interface CountedAction {
  readonly kind: ActionKind;
  /** Null for an action with no visitor to repeat: a form the server has just stored. */
  readonly visitorKey: string | null;
  readonly addressKey: string;
  readonly at: EpochMs;
  readonly language: ResultLanguage;
}

/**
 * vMember/{id}/results: a site's daily results in sharded counter documents, with the per-visitor
 * hour (resultThrottle) and the per-address cap (addressCaps), both server-only. Each count is
 * one transaction over the visitor's and the address's entries (the core's decideCount), so two
 * server instances, or two requests at once, decide as one.
 */
export interface SiteResultsPort {
  /** A view: counted in the results and in the views every plan sees (analytics/totalViews, countViews). */
  recordVisit(memberId: string, visit: CountedVisit): Promise<CountVerdict>;
  recordAction(memberId: string, action: CountedAction): Promise<CountVerdict>;
  /** The stored days from `fromDate` to `toDate` (yyyy-mm-dd, both included), one entry per day. */
  readResults(memberId: string, fromDate: string, toDate: string): Promise<DailyResults[]>;
}

export const SITE_RESULTS: PortToken<SiteResultsPort> = portToken<SiteResultsPort>('SiteResultsPort');
