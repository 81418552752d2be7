import type { Viewer } from '../portal/audience';
import { isPersonal } from '../portal/audience';
import type { EpochMs } from '../time/time';
import { openNow } from './open-now';
import type { PublicSiteModel } from './public-site-model';
import { findSection } from './public-site-model';

/*
 * How long a page of a member's site may be kept, as a Cache-Control value. Browsers and proxies
 * may keep a published page for a minute, shared caches (Hosting's CDN) for five: a change in the
 * studio is public within minutes, and a burst of visitors costs one render per five minutes. The
 * visit's date key is computed when the view is posted, so caching never puts a view on the wrong
 * day.
 */
export const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
export const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
/** A page built for one signed-in customer is theirs alone: no browser history, no shared cache. */
export const PERSONAL_CACHE = 'private, no-store';
/** A page for the one visitor who just did something (a form's thank-you, its errors). */
export const NO_STORE = 'no-store';

/** A page's lifetime, ending no later than its "open now" line changes. */
export function pageCacheFor(model: PublicSiteModel, now: EpochMs): string {
  const hours = findSection(model, 'hours');
  const change = hours === undefined ? null : openNow(hours, hours.timeZone, now).minutesToChange;
  if (change === null) return PAGE_CACHE;
  const seconds = Math.max(0, change * 60 - (Math.floor(now / 1000) % 60));
  return seconds >= 300 ? PAGE_CACHE : `public, max-age=${Math.min(60, seconds)}, s-maxage=${seconds}`;
}

/**
 * The cache of a page `viewer` is shown: none shared for one built for a single customer, none at
 * all for a page answering one visitor's own post (`once`), else the page's lifetime.
 */
export function viewerPageCache(model: PublicSiteModel, viewer: Viewer, now: EpochMs, once = false): string {
  if (isPersonal(viewer)) return PERSONAL_CACHE;
  return once ? NO_STORE : pageCacheFor(model, now);
}

/** Where a page is not found for one viewer only (an open portal), no shared cache keeps it. */
export function notFoundCache(perViewer: boolean): string {
  return perViewer ? PERSONAL_CACHE : NOT_FOUND_CACHE;
}
