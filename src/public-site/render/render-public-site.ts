import { canonicalSiteUrl, businessJsonLd } from '../../core/site/local-business-json-ld';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { findSection } from '../../core/site/public-site-model';
import type { OpenStatus } from '../../core/site/open-now';
import { localMoment, openNow } from '../../core/site/open-now';
import type { EpochMs } from '../../core/time/time';
import { mapsHref, telHref, whatsappChatHref } from '../../core/site/contact-essentials';
import { addressText } from '../../core/site/postal-address';
import { BOOKING_STRINGS } from './booking-strings';
import { escapeHtml as e } from './html-escape';
import type { FormState } from './render-site-forms';
import { formSection } from './render-site-forms';
import { membersOnly } from './sections/members-only';
import type { SectionContext } from './sections/section-renderer';
import { sectionBody } from './sections/section-renderers';
import type { Html, PageLanguages, PortalLink, RenderedPage, SpeedBeaconTag } from './site-html';
import { formatTime, img, siteDocument, speedLoaderScript } from './site-html';
import type { SiteStrings } from './site-strings';
import { SITE_STRINGS } from './site-strings';
import { LIGHTBOX_SCRIPT, lightboxDialog } from './lightbox-script';
import { actionLink } from './action-link';
import { viewCounterScript } from './view-counter-script';

export interface RenderOptions {
  /** Where the site lives on this host: '' on its own domain, '/s/<username>' on the app's. */
  readonly basePath: string;
  readonly form?: FormState;
  /** Now, for "open now" and to leave out past special days; none shows neither. */
  readonly now?: EpochMs;
  /** Off for the studio preview, so a member looking at their own site counts nothing. */
  readonly countViews: boolean;
  /** The gallery's lightbox script; off in the studio preview and the examples, whose frames run no script. */
  readonly lightbox?: boolean;
  /** The real-user speed beacon (src/public-site/speed), loaded async after the content; none in the preview. */
  readonly speed?: SpeedBeaconTag;
  /** The page's other-language address and alternates; none in the preview and the examples. */
  readonly languages?: PageLanguages;
  /** The link to the customers' portal (Elite sites); none below Elite, in the preview and the examples. */
  readonly portal?: PortalLink;
  /** The site's Book page, when it takes bookings; none otherwise, in the preview and the examples. */
  readonly bookHref?: string;
}

export type { FormState } from './render-site-forms';
export type { PageLanguages, PortalLink, RenderedPage, SpeedBeaconTag } from './site-html';

/** Call and chat first on the cover, where a visitor on a phone looks. */
function quickActions(model: PublicSiteModel, s: SiteStrings, greeting: string): Html {
  const reach = findSection(model, 'social-links');
  if (reach === undefined) return '';
  const { contact, links } = reach;
  const actions = [
    contact.showPhone ? `<a class="btn o" ${actionLink(telHref(contact.phone))}>${e(s.reach.call)}</a>` : '',
    contact.whatsappButton && links.whatsapp !== undefined ? `<a class="btn o" ${actionLink(whatsappChatHref(links.whatsapp, greeting))} rel="noopener">${e(s.reach.chat)}</a>` : '',
    contact.showAddress ? `<a class="btn o" ${actionLink(mapsHref(addressText(contact.address, model.language)))} rel="noopener">${e(s.reach.directions)}</a>` : '',
  ].join('');
  return actions;
}

/** "Open now · closes 18:00", "Closed · opens Monday 9:00", in the site's language. */
export function openNowText(status: OpenStatus, s: SiteStrings): string {
  if (status.kind === 'open') return s.openNow.open.replace('{time}', formatTime(status.closesAt, s));
  const { opens } = status;
  if (opens === null) return s.openNow.closed;
  const template = opens.inDays === 0 ? s.openNow.opensToday : opens.inDays === 1 ? s.openNow.opensTomorrow : s.openNow.opensOn;
  return template.replace('{day}', s.weekdays[opens.weekday]).replace('{time}', formatTime(opens.time, s));
}

function hero(model: PublicSiteModel, s: SiteStrings, status: OpenStatus | null, actions: Html, bookHref: string | undefined): Html {
  const subtitle = model.businessName !== '' && model.businessName !== model.publicName ? model.businessName : '';
  const lead = model.intro !== '' && model.intro !== model.publicName && model.intro !== subtitle ? model.intro : '';
  const book = bookHref === undefined ? '' : `<a class="btn" href="${e(bookHref)}">${e(BOOKING_STRINGS[model.language].book)}</a>`;
  const contact = book + (model.forms.length > 0 ? `<a class="btn${book === '' ? '' : ' o'}" href="#contact">${e(s.contactButton)}</a>` : '');
  const cta = contact + actions === '' ? '' : `<p class="row">${contact}${actions}</p>`;
  const open = status === null ? '' : `<p class="open-now${status.kind === 'open' ? ' is-open' : ''}"><a href="#hours">${e(openNowText(status, s))}</a></p>`;
  const text = `<h1>${e(model.publicName)}</h1>${subtitle !== '' ? `<p><strong>${e(subtitle)}</strong></p>` : ''}${open}${lead !== '' ? `<p>${e(lead)}</p>` : ''}${cta}`;
  // The cover is the page's largest image: fetched first, never lazily.
  const cover = model.coverPicture === '' ? null : { url: model.coverPicture, alt: '' };
  const eager = 'fetchpriority="high" decoding="async"';
  switch (model.coverTemplate) {
    case 1:
      return `<div class="hero">${cover !== null ? img(cover, eager) : ''}<div class="w">${text}</div></div>`;
    case 2:
      return `<div class="hero"><div class="w"><div>${text}</div>${cover !== null ? img(cover, `class="pic" ${eager}`, 'half') : ''}</div></div>`;
    case 3:
      return `<div class="hero"><div class="w">${text}</div></div>${cover !== null ? `<div class="band"><div class="w">${img(cover, eager, 'page')}</div></div>` : ''}`;
  }
}

/** The member's public website (its home page) as one complete HTML document in the site's language. */
export function renderPublicSite(model: PublicSiteModel, options: RenderOptions): RenderedPage {
  const s = SITE_STRINGS[model.language];
  const hours = findSection(model, 'hours');
  const open = hours === undefined || options.now === undefined ? null : openNow(hours, hours.timeZone, options.now);
  const today = hours === undefined || options.now === undefined ? null : localMoment(options.now, hours.timeZone).date;
  const nav = [...model.sections.map((sec) => sec.id), ...(model.forms.length > 0 ? (['contact'] as const) : [])]
    .filter((id) => id !== 'social-links' && id !== 'payment-links')
    .slice(0, 6)
    .map((id) => `<li><a href="#${id}">${e(s.sectionTitles[id])}</a></li>`)
    .join('');
  const pictures = model.sections.some((sec) => sec.id === 'gallery' || sec.id === 'albums');
  const lightbox = pictures && options.lightbox === true;
  const whatsappGreeting = s.reach.whatsappGreeting.replace('{name}', model.publicName);
  const context: SectionContext = { s, language: model.language, basePath: options.basePath, today, lightbox, whatsappGreeting, articleSlugs: model.articleSlugs };
  const sections = model.sections.map((sec) => `<section id="${sec.id}"><div class="w"><h2>${e(s.sectionTitles[sec.id])}${membersOnly(sec.content, s)}</h2>${sectionBody(sec, context)}</div></section>`).join('');
  // The contact form last, after the member's own forms.
  const forms = [...model.forms.slice(1), ...model.forms.slice(0, 1)].map((form) => formSection(form, options.basePath, options.form ?? { state: 'idle' }, s)).join('');
  // One inline script (its hash is the page's script policy): the view counter, the lightbox and the speed beacon's loader.
  const parts = [
    options.countViews ? viewCounterScript(model.username, `${options.basePath}/view`, `${options.basePath}/act`, model.language) : null,
    lightbox ? LIGHTBOX_SCRIPT : null,
    options.speed === undefined ? null : speedLoaderScript(options.speed),
  ].filter((p) => p !== null);
  const script = parts.length === 0 ? null : parts.join('\n');
  const html = siteDocument(model, s, {
    title: model.title,
    page: '',
    languages: options.languages,
    portal: options.portal,
    description: model.description,
    canonical: canonicalSiteUrl(model),
    ogType: 'website',
    jsonLd: businessJsonLd(model),
    homeHref: '#main',
    nav,
    main: `${hero(model, s, open?.status ?? null, quickActions(model, s, whatsappGreeting), options.bookHref)}${sections}${forms}${lightbox ? lightboxDialog(s) : ''}`,
    script,
  });
  return { html, inlineScript: script };
}
