import type { PostedBooking } from '../../../core/bookings/booking-request';
import { BOOKING_LIMITS } from '../../../core/bookings/booking-limits';
import { PERSONAL_CACHE } from '../../../core/site/page-cache';
import { renderBookingPage } from '../../../public-site/render/render-booking-page';
import type { BookingPostOutcome } from '../../../use-cases/bookings/booking-page.use-cases';
import { pageLanguages } from '../page-response';
import type { RouteContext, SiteRoute } from '../route-context';
import type { SiteAddress } from '../site-address';
import type { SiteRequest, SiteResponse } from '../site-http';
import { empty, hasContentType } from '../site-http';
import { isSameHost } from '../session-cookie';
import { visitOf } from './visit-of';

/*
 * The Book page at <site>/book: plain links and one form (post, then redirect), no script; the
 * visitor's own booking at <site>/book/manage, by the link in their mail. Its
 * pages change with every booking, so no cache keeps them, and no search engine lists them.
 */

const REFUSED_STATUS = { taken: 409, limited: 429, invalid: 422 } as const;

function bookingResponse(outcome: BookingPostOutcome, address: SiteAddress, ctx: RouteContext): SiteResponse {
  const bookPath = `${address.basePath}/book`;
  switch (outcome.kind) {
    case 'not-found':
      return ctx.pages.notFound('no-store');
    case 'unreadable':
      return empty(outcome.reason === 'too-large' ? 413 : 415);
    case 'sent':
      return empty(303, { Location: `${bookPath}?done=${outcome.status}` });
    case 'page':
    case 'refused': {
      const rendered = renderBookingPage(outcome.view.model, outcome.page, { basePath: address.basePath, languages: pageLanguages(address) });
      const status = outcome.kind === 'page' ? 200 : REFUSED_STATUS[outcome.notice];
      const response = ctx.pages.page(outcome.view.model, rendered, status, PERSONAL_CACHE, 'none', address, false);
      return { ...response, headers: { ...response.headers, 'X-Robots-Tag': 'noindex', ...(outcome.kind === 'refused' && outcome.notice === 'limited' ? { 'Retry-After': '60' } : {}) } };
    }
  }
}

function formOf(request: SiteRequest): URLSearchParams | 'too-large' | 'wrong-encoding' {
  const { body } = request;
  if (body === null || body === undefined || body.length > BOOKING_LIMITS.postBytes) return 'too-large';
  if (!hasContentType(request, 'application/x-www-form-urlencoded')) return 'wrong-encoding';
  return new URLSearchParams(new TextDecoder().decode(body));
}

/** GET <site>/book: services, days, and a day's free times with the form; `?done=` thanks the visitor. */
export const bookingPageRoute: SiteRoute = async (request, address, ctx) => {
  const q = address.query;
  const outcome = await ctx.useCases.showBookingPage.execute(visitOf(request, address), { service: q.get('service'), date: q.get('date'), done: q.get('done'), time: q.get('time') });
  return bookingResponse(outcome, address, ctx);
};

/** POST <site>/book/request: a visitor's request. */
export const bookingPostRoute: SiteRoute = async (request, address, ctx) => {
  if (!isSameHost(request.origin, request.host)) return empty(403);
  const form = formOf(request);
  const posted: PostedBooking | 'too-large' | 'wrong-encoding' =
    typeof form === 'string'
      ? form
      : { service: form.get('service') ?? '', date: form.get('date') ?? '', time: form.get('time') ?? '', name: form.get('name') ?? '', email: form.get('email') ?? '', phone: form.get('phone') ?? '', note: form.get('note') ?? '', website: form.get('website') ?? '' };
  return bookingResponse(await ctx.useCases.requestBooking.execute(visitOf(request, address), posted, request.clientAddress ?? ''), address, ctx);
};

/** GET <site>/book/manage?b=&t=: the visitor's own booking, by its link. */
export const bookingManageRoute: SiteRoute = async (request, address, ctx) => {
  const outcome = await ctx.useCases.manageBooking.execute(visitOf(request, address), address.query.get('b') ?? '', address.query.get('t') ?? '', false);
  const response = bookingResponse(outcome, address, ctx);
  // The token is in the address: the page never tells another site where it came from. Not
  // no-referrer: with it a browser posts the cancel form with `Origin: null`, which the
  // same-host check refuses.
  return { ...response, headers: { ...response.headers, 'Referrer-Policy': 'same-origin' } };
};

/** POST <site>/book/cancel: the visitor cancels their booking with its link's token. */
export const bookingCancelRoute: SiteRoute = async (request, address, ctx) => {
  if (!isSameHost(request.origin, request.host)) return empty(403);
  const form = formOf(request);
  if (typeof form === 'string') return empty(form === 'too-large' ? 413 : 415);
  const outcome = await ctx.useCases.manageBooking.execute(visitOf(request, address), form.get('b') ?? '', form.get('t') ?? '', true);
  const response = bookingResponse(outcome, address, ctx);
  return { ...response, headers: { ...response.headers, 'Referrer-Policy': 'same-origin' } };
};
