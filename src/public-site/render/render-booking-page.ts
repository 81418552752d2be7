import type { BookingFormState, BookingPage } from '../../core/bookings/booking-page';
import { BOOKING_LIMITS } from '../../core/bookings/booking-limits';
import type { PostedBooking } from '../../core/bookings/booking-request';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { escapeHtml as e } from './html-escape';
import type { BookingStrings } from './booking-strings';
import { BOOKING_STRINGS } from './booking-strings';
import type { Html, PageLanguages, RenderedPage } from './site-html';
import { siteDocument } from './site-html';
import type { SiteStrings } from './site-strings';
import { SITE_STRINGS } from './site-strings';

/*
 * The Book page of a member's site: one plain page per step (service, day, time and details),
 * links and one form, no script. A request sent back keeps what was typed and says why.
 */

export interface BookingRenderOptions {
  /** The site's base path with the page's language segment, if any. */
  readonly basePath: string;
  readonly languages?: PageLanguages;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function dayLabel(date: string, s: SiteStrings): string {
  return new Intl.DateTimeFormat(s.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function field(name: keyof PostedBooking, label: string, attrs: string, form: BookingFormState | null, b: BookingStrings, hint?: string): Html {
  const error = form?.errors[name] ?? (name === 'email' ? form?.errors.contact : undefined);
  const value = form?.values[name] ?? '';
  const ids = [hint !== undefined ? `bk-${name}-h` : '', error !== undefined ? `bk-${name}-e` : ''].filter((x) => x !== '').join(' ');
  const control =
    name === 'note'
      ? `<textarea id="bk-${name}" name="${name}" rows="3"${attrs}${ids !== '' ? ` aria-describedby="${ids}"` : ''}${error !== undefined ? ' aria-invalid="true"' : ''}>${e(value)}</textarea>`
      : `<input id="bk-${name}" name="${name}"${attrs} value="${e(value)}"${ids !== '' ? ` aria-describedby="${ids}"` : ''}${error !== undefined ? ' aria-invalid="true"' : ''}>`;
  return (
    `<label for="bk-${name}"><span>${e(label)}</span>${control}` +
    `${hint !== undefined ? `<small class="muted" id="bk-${name}-h">${e(hint)}</small>` : ''}` +
    `${error !== undefined ? `<span class="err" id="bk-${name}-e">${e(b.fieldErrors[error])}</span>` : ''}</label>`
  );
}

function choose(page: Extract<BookingPage, { kind: 'choose' }>, b: BookingStrings, s: SiteStrings, bookPath: string): Html {
  const { service, date } = page;
  const notice = page.notice !== null ? `<p class="note bad" role="alert">${e(b.notices[page.notice])}</p>` : '';
  const serviceHref = (id: string) => `${bookPath}?service=${encodeURIComponent(id)}`;
  const services =
    `<h2>${e(b.chooseService)}</h2><ul class="bk">` +
    page.services
      .map((x) => {
        const detail = [fill(b.minutes, { minutes: String(x.durationMinutes) }), x.priceNote].filter((t) => t !== '').join(' · ');
        const current = service?.id === x.id ? ' aria-current="true"' : '';
        return `<li><a href="${e(serviceHref(x.id))}"${current}><strong>${e(x.name)}</strong><span class="muted">${e(detail)}</span></a></li>`;
      })
      .join('') +
    '</ul>';
  if (service === null) return `<p>${e(b.intro)}</p>${notice}${services}`;
  // Each step chosen folds to one line with a way back, so the next step is in view on a phone.
  const chosenService =
    `<h2>${e(b.chooseService)}</h2><p class="bk-c"><strong>${e(service.name)}</strong> <span class="muted">${e([fill(b.minutes, { minutes: String(service.durationMinutes) }), service.priceNote].filter((t) => t !== '').join(' · '))}</span>` +
    (page.services.length > 1 ? ` <a href="${e(bookPath)}">${e(b.otherService)}</a>` : '') +
    '</p>';
  const days =
    page.days.length === 0
      ? `<p class="note">${e(b.noDays)}</p>`
      : `<ul class="bk">${page.days
          .map((d) => `<li><a href="${e(`${serviceHref(service.id)}&date=${d.date}`)}#times"${d.date === date ? ' aria-current="true"' : ''}><strong>${e(dayLabel(d.date, s))}</strong><span class="muted">${e(fill(b.freeTimes, { n: String(d.free) }))}</span></a></li>`)
          .join('')}</ul>`;
  const zone = `<p class="muted">${e(fill(b.timeZoneNote, { zone: page.timeZone.replace(/_/g, ' ') }))}</p>`;
  let times = '';
  if (date !== null) {
    const form = page.form;
    const chosenTime = form?.values.time ?? '';
    const radios =
      page.slots.length === 0
        ? `<p class="note">${e(b.noTimes)}</p>`
        : `<fieldset class="bk-t"><legend>${e(b.chooseTime)}</legend>${page.slots
            .map((slot, i) => `<label class="opt"><input type="radio" name="time" value="${e(slot.time)}" required${slot.time === chosenTime || (chosenTime === '' && i === 0 && form === null) ? ' checked' : ''}>${e(slot.time)}</label>`)
            .join('')}</fieldset>`;
    const details =
      page.slots.length === 0
        ? ''
        : `<h3>${e(b.yourDetails)}</h3>` +
          field('name', b.name, ` autocomplete="name" required maxlength="${BOOKING_LIMITS.visitorName}"`, form, b) +
          field('email', b.email, ` type="email" autocomplete="email" maxlength="${BOOKING_LIMITS.visitorEmail}"`, form, b, b.contactHint) +
          field('phone', b.phone, ` type="tel" autocomplete="tel" maxlength="${BOOKING_LIMITS.visitorPhone}"`, form, b) +
          field('note', b.note, ` maxlength="${BOOKING_LIMITS.visitorNote}"`, form, b) +
          `<div class="hp" aria-hidden="true"><label>${e(s.formHoneypot)}<input name="website" tabindex="-1" autocomplete="off"></label></div>` +
          `<div><button class="btn" type="submit">${e(b.send)}</button></div>`;
    times =
      `<div id="times"><h2>${e(dayLabel(date, s))}</h2>` +
      `<form method="post" action="${e(`${bookPath}/request`)}#times"><input type="hidden" name="service" value="${e(service.id)}"><input type="hidden" name="date" value="${e(date)}">${radios}${details}</form></div>`;
  }
  const dayStep = date === null ? `<h2>${e(b.chooseDay)}</h2>${zone}${days}` : `<p class="bk-c"><a href="${e(serviceHref(service.id))}">${e(b.otherDay)}</a></p>${zone}`;
  return `${notice}${chosenService}${dayStep}${times}`;
}

function manage(page: Extract<BookingPage, { kind: 'manage' }>, b: BookingStrings, s: SiteStrings, bookPath: string, home: string): Html {
  const booking = page.booking;
  if (booking === null) return '';
  const when = new Intl.DateTimeFormat(s.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: page.timeZone }).format(new Date(booking.start));
  const notes = [page.cancelled ? `<p class="note" role="status">${e(b.cancelled)}</p>` : '', page.refused ? `<p class="note bad" role="alert">${e(b.cannotCancel)}</p>` : ''].join('');
  const cancel = booking.canCancel
    ? `<form method="post" action="${e(`${bookPath}/cancel`)}"><input type="hidden" name="b" value="${e(page.bookingId)}"><input type="hidden" name="t" value="${e(page.token)}"><div><button class="btn o" type="submit">${e(b.cancel)}</button></div></form>`
    : '';
  const proposed =
    booking.proposed === null
      ? ''
      : `<p class="note" role="status">${e(fill(b.proposed, { when: new Intl.DateTimeFormat(s.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: page.timeZone }).format(new Date(booking.proposed.start)) }))}</p><p><a class="btn" href="${e(`${bookPath}${booking.proposed.query}`)}">${e(b.bookProposed)}</a></p>`;
  return (
    `${notes}${proposed}<dl class="bk-m"><dt>${e(b.chooseService)}</dt><dd>${e(booking.serviceName)}</dd><dt>${e(b.chooseDay)}</dt><dd>${e(when)}</dd>` +
    `<dt>${e(b.statusLabel)}</dt><dd>${e(b.status[booking.status])}</dd></dl>${cancel}` +
    `<p><a class="btn o" href="${e(bookPath)}">${e(b.askAnother)}</a> <a href="${e(home)}">${e(b.goToSite)}</a></p>`
  );
}

/** The Book page (or the visitor's own booking) of the member's site, in the visitor's language. */
export function renderBookingPage(model: PublicSiteModel, page: BookingPage, options: BookingRenderOptions): RenderedPage {
  const s = SITE_STRINGS[model.language];
  const b = BOOKING_STRINGS[model.language];
  const home = options.basePath === '' ? '/' : options.basePath;
  const bookPath = `${options.basePath}/book`;
  const heading = page.kind === 'manage' ? b.manageTitle : b.title;
  const body =
    page.kind === 'choose'
      ? choose(page, b, s, bookPath)
      : page.kind === 'done'
        ? `<p class="note" role="status">${e(b.done[page.status])}</p><p>${e(b.doneMail)}</p><p><a class="btn o" href="${e(home)}">${e(b.goToSite)}</a></p>`
        : manage(page, b, s, bookPath, home);
  const title = `${heading} · ${model.publicName}`;
  const html = siteDocument(model, s, {
    title,
    description: title,
    canonical: '',
    ogType: 'website',
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: title },
    homeHref: home,
    nav: `<li><a href="${e(home)}">${e(s.home)}</a></li>`,
    main: `<section class="booking"><div class="w"><h1>${e(heading)}</h1>${body}</div></section>`,
    script: null,
    // The other language's address keeps the booking's link, so switching does not lose it.
    page: page.kind === 'manage' ? `/book/manage?b=${encodeURIComponent(page.bookingId)}&t=${encodeURIComponent(page.token)}` : '/book',
    languages: options.languages,
  });
  return { html, inlineScript: null };
}
