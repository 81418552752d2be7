import type { SiteRoute } from '../route-context';
import { visitOf } from './visit-of';

/**
 * GET <site>/book/feed/<token>.ics: the owner's calendar feed. The token is the secret, so the
 * answer is never cached by anyone but the calendar asking, never indexed, and never tells where
 * it was read from; an unknown token is a plain 404.
 */
export const bookingFeedRoute: SiteRoute = async (request, address, ctx, [token]) => {
  const outcome = await ctx.useCases.readBookingFeed.execute(visitOf(request, address), token ?? '');
  const secret = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
  if (outcome.kind === 'not-found') return { status: 404, headers: { ...secret, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  return { status: 200, headers: { ...secret, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="bookings.ics"' }, body: outcome.text };
};
