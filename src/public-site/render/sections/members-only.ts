import { isGated } from '../../../core/site/sections/section-audience';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import type { SiteStrings } from '../site-strings';

/**
 * "Members only" beside an item or section the page shows only because this reader is a signed-in
 * customer it is meant for; pages for anyone else never hold it at all.
 */
export function membersOnly(value: unknown, s: SiteStrings, quiet = true): Html {
  return isGated(value) ? ` <small${quiet ? ' class="muted"' : ''}>${e(s.membersOnly)}</small>` : '';
}
