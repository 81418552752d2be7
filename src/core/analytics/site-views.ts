/** A site's page views: the total and the count per day. */
export interface SiteViews {
  readonly total: number;
  /** countViews: date key yyyy-mm-dd (America/Chicago) to count. */
  readonly perDay: Readonly<Record<string, number>>;
}
