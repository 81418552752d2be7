import { inject, injectable } from 'inversify';
import type { PeriodResults } from '../../core/analytics/site-results';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';

/** The longest period asked for: a year and a day, so a leap year fits. */
export const MAX_RESULT_DAYS = 366;

/**
 * A site's results over the last `days` days (today included) against the days before them:
 * views and customer actions, per day, with the top sources, referring sites and pages.
 */
@injectable()
export class ShowSiteResultsUseCase {
  constructor(
    @inject(SITE_RESULTS) private readonly results: SiteResultsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(memberId: string, days: number): Promise<PeriodResults> {
    // Loaded with the Results page's first read, not with the dashboard's first screen.
    const { periodKeys, periodResults } = await import('../../core/analytics/site-results');
    const span = Math.min(Math.max(1, Math.floor(days)), MAX_RESULT_DAYS);
    const now = this.clock.now();
    const keys = periodKeys(now, span);
    const stored = await this.results.readResults(memberId, keys.previous[0] ?? keys.current[0] ?? '', keys.current.at(-1) ?? '');
    return periodResults(stored, now, span);
  }
}
