import { ARTICLE_PATH, articleExcerpt } from '../../core/site/article-pages';
import { canonicalSiteUrl, localBusinessJsonLd } from '../../core/site/local-business-json-ld';
import type { PageSection, PublicSiteModel } from '../../core/site/public-site-model';
import { findSection } from '../../core/site/public-site-model';
import type { OpenStatus } from '../../core/site/open-now';
import { localMoment, openNow, upcomingExceptions } from '../../core/site/open-now';
import type { EpochMs } from '../../core/time/time';
import type { DayHours, HoursSection, Offering, SiteImage } from '../../core/site/site-content';
import { WEEKDAYS } from '../../core/site/site-content';
import { mapsHref, telHref, whatsappChatHref } from '../../core/site/contact-essentials';
import type { SocialLinksSection } from '../../core/site/sections/social-links.content';
import { SOCIAL_NETWORKS } from '../../core/site/social-networks';
import { videoThumbnailUrl, videoWatchUrl } from '../../core/site/video-link';
import { isGated } from '../../core/site/sections/section-audience';
import { escapeHtml as e } from './html-escape';
import type { FormState } from './render-site-forms';
import { formSection } from './render-site-forms';
import type { Html, PageLanguages, PortalLink, RenderedPage, SpeedBeaconTag } from './site-html';
import { formatDate, formatTime, img, richTextHtml, siteDocument, speedLoaderScript, utcDate } from './site-html';
import type { SiteStrings } from './site-strings';
import { SITE_STRINGS } from './site-strings';
import { LIGHTBOX_SCRIPT } from './lightbox-script';
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
}

export type { FormState } from './render-site-forms';
export type { PageLanguages, PortalLink, RenderedPage, SpeedBeaconTag } from './site-html';

function formatPrice(item: Offering, s: SiteStrings): string {
  if (item.price === null) return s.priceOnRequest;
  return new Intl.NumberFormat(s.locale, { style: 'currency', currency: item.currency }).format(item.price);
}

function hoursText(h: DayHours, s: SiteStrings): string {
  return h.closed ? s.closed : `${formatTime(h.open, s)} – ${formatTime(h.close, s)}`;
}

/** With the lightbox each picture links to itself: the script opens it large, and without script the link does. */
function images(list: readonly SiteImage[], linked: boolean): Html {
  const figure = (i: SiteImage): Html => (linked ? `<a class="lb" href="${e(i.url)}" data-alt="${e(i.alt)}">${img(i)}</a>` : img(i));
  return `<div class="pics">${list.map((i) => `<figure>${figure(i)}</figure>`).join('')}</div>`;
}

/**
 * "Members only" beside an item or section the page shows only because this reader is a signed-in
 * customer it is meant for; pages for anyone else never hold it at all.
 */
function membersOnly(value: unknown, s: SiteStrings, quiet = true): Html {
  return isGated(value) ? ` <small${quiet ? ' class="muted"' : ''}>${e(s.membersOnly)}</small>` : '';
}

function lightboxDialog(s: SiteStrings): Html {
  return (
    `<dialog id="lb" aria-label="${e(s.lightbox.label)}"><img alt="">` +
    `<button type="button" class="lb-p" aria-label="${e(s.lightbox.previous)}">‹</button><button type="button" class="lb-n" aria-label="${e(s.lightbox.next)}">›</button>` +
    `<button type="button" class="lb-x" aria-label="${e(s.lightbox.close)}">×</button></dialog>`
  );
}

function offerings(items: readonly Offering[], s: SiteStrings): Html {
  return `<div class="g">${items
    .map(
      (item) =>
        `<div class="card">${item.image !== '' ? img({ url: item.image, alt: item.name }) : ''}<div><h3>${e(item.name)}</h3>` +
        `${item.description !== '' ? `<p>${e(item.description)}</p>` : ''}<span class="price">${e(formatPrice(item, s))}</span></div></div>`,
    )
    .join('')}</div>`;
}

function hoursTable(hours: HoursSection, s: SiteStrings, today: string | null): Html {
  const exceptions = today === null ? hours.exceptions : upcomingExceptions(hours, today);
  const rows = WEEKDAYS.map((d) => `<tr><th scope="row">${e(s.weekdays[d])}</th><td${hours.week[d].closed ? ' class="muted"' : ''}>${e(hoursText(hours.week[d], s))}</td></tr>`).join('');
  const special =
    exceptions.length === 0
      ? ''
      : `<h3 style="margin-top:28px">${e(s.specialHours)}</h3><table>${exceptions
          .map((x) => `<tr><th scope="row">${e(formatDate(x.date, s))}${x.label !== '' ? ` · ${e(x.label)}` : ''}</th><td>${e(hoursText(x, s))}</td></tr>`)
          .join('')}</table>`;
  return `<table>${rows}</table>${special}`;
}

interface SectionContext {
  readonly s: SiteStrings;
  readonly basePath: string;
  /** The site's local date, to leave out past special days; null shows them all. */
  readonly today: string | null;
  readonly lightbox: boolean;
  readonly whatsappGreeting: string;
  /** Each article's address, the same in both languages (see PublicSiteModel.articleSlugs). */
  readonly articleSlugs: readonly string[];
}

function profileLinks({ links }: SocialLinksSection, s: SiteStrings): Html {
  const shown = SOCIAL_NETWORKS.filter((n) => links[n] !== undefined);
  if (shown.length === 0) return '';
  return `<div class="row">${shown.map((n) => `<a class="btn o" href="${e(links[n] ?? '')}" rel="noopener me">${e(s.networks[n])}</a>`).join('')}</div>`;
}

/** The address with its maps link, the phone, the chat and the e-mail: only what the member turned on. */
function reachList({ contact, links }: SocialLinksSection, s: SiteStrings, greeting: string): Html {
  const items = [
    contact.showAddress ? `<li><address>${e(contact.address).replace(/\n/g, '<br>')}</address><a href="${e(mapsHref(contact.address))}" rel="noopener">${e(s.reach.directions)}</a></li>` : '',
    contact.showPhone ? `<li><a href="${e(telHref(contact.phone))}">${e(s.reach.call)} ${e(contact.phone)}</a></li>` : '',
    contact.whatsappButton && links.whatsapp !== undefined ? `<li><a href="${e(whatsappChatHref(links.whatsapp, greeting))}" rel="noopener">${e(s.reach.chat)}</a></li>` : '',
    contact.showEmail ? `<li><a href="mailto:${e(contact.email)}">${e(s.reach.email)}: ${e(contact.email)}</a></li>` : '',
  ].join('');
  return items === '' ? '' : `<ul class="reach">${items}</ul>`;
}

/** Call and chat first on the cover, where a visitor on a phone looks. */
function quickActions(model: PublicSiteModel, s: SiteStrings, greeting: string): Html {
  const reach = findSection(model, 'social-links');
  if (reach === undefined) return '';
  const { contact, links } = reach;
  const actions = [
    contact.showPhone ? `<a class="btn o" href="${e(telHref(contact.phone))}">${e(s.reach.call)}</a>` : '',
    contact.whatsappButton && links.whatsapp !== undefined ? `<a class="btn o" href="${e(whatsappChatHref(links.whatsapp, greeting))}" rel="noopener">${e(s.reach.chat)}</a>` : '',
    contact.showAddress ? `<a class="btn o" href="${e(mapsHref(contact.address))}" rel="noopener">${e(s.reach.directions)}</a>` : '',
  ].join('');
  return actions;
}

function sectionBody(section: PageSection, { s, basePath, today, lightbox, whatsappGreeting, articleSlugs: slugs }: SectionContext): Html {
  switch (section.id) {
    case 'gallery':
      return images(section.content.images, lightbox);
    case 'albums':
      return section.content.albums
        .filter((a) => a.images.length > 0)
        .map((a) => `<h3>${e(a.name)}${membersOnly(a, s)}</h3>${images(a.images, lightbox)}`)
        .join('<div style="height:28px"></div>');
    case 'videos':
      return `<div class="g">${section.content.videos
        .map((v) => {
          const thumb = videoThumbnailUrl(v);
          const label = v.title !== '' ? v.title : `${s.watchVideo} ${s.videoOn[v.provider]}`;
          // A link with a still image instead of the provider's player: no third-party script.
          return `<a class="vid" href="${e(videoWatchUrl(v))}" rel="noopener">${thumb !== null ? img({ url: thumb, alt: '' }) : ''}<span>${e(label)}${membersOnly(v, s, false)}</span></a>`;
        })
        .join('')}</div>`;
    case 'articles': {
      // Excerpts here; each article is whole on its own page.
      return section.content.articles
        .map((a, i) => {
          const href = e(`${basePath}/${ARTICLE_PATH}/${slugs[i] ?? ''}`);
          const excerpt = articleExcerpt(a);
          return (
            `<article><time datetime="${e(a.date)}">${e(formatDate(a.date, s))}</time><h3><a href="${href}">${e(a.title)}</a>${membersOnly(a, s)}</h3>` +
            `${excerpt !== '' ? `<p>${e(excerpt)}</p>` : ''}<a href="${href}">${e(s.readMore)}<span class="vh">: ${e(a.title)}</span></a></article>`
          );
        })
        .join('');
    }
    case 'products':
    case 'services':
      return offerings(section.content.items, s);
    case 'events':
      return section.content.events
        .map((ev) => {
          const d = utcDate(ev.date);
          const month = new Intl.DateTimeFormat(s.locale, { month: 'short', timeZone: 'UTC' }).format(d);
          const when = `${formatDate(ev.date, s)} · ${ev.time !== '' ? formatTime(ev.time, s) : s.allDay}`;
          return (
            `<div class="ev"><div class="day"><b>${d.getUTCDate()}</b>${e(month)}</div><div><h3>${e(ev.title)}${membersOnly(ev, s)}</h3>` +
            `<time datetime="${e(ev.time !== '' ? `${ev.date}T${ev.time}` : ev.date)}">${e(when)}</time>${ev.place !== '' ? ` · <span class="muted">${e(ev.place)}</span>` : ''}` +
            `${ev.description !== '' ? `<p>${e(ev.description)}</p>` : ''}</div></div>`
          );
        })
        .join('');
    case 'team':
      return `<div class="team">${section.content.members
        .map((m) => `<div>${m.photo !== '' ? img({ url: m.photo, alt: m.name }) : ''}<strong>${e(m.name)}</strong>${m.role !== '' ? `<div class="muted">${e(m.role)}</div>` : ''}</div>`)
        .join('')}</div>`;
    case 'hours':
      return hoursTable(section.content, s, today);
    case 'about-us':
    case 'additional-info':
      return `<div class="rt">${richTextHtml(section.content.body)}</div>`;
    case 'payment-links':
      return `<div class="row">${section.content.links.map((l) => `<a class="btn" href="${e(l.url)}" rel="noopener">${e(l.label)}${membersOnly(l, s, false)}</a>`).join('')}</div>`;
    case 'they-trust-us': {
      const logos = section.content.logos.length === 0 ? '' : `<div class="logos">${section.content.logos.map((l) => img(l)).join('')}</div>`;
      const quotes =
        section.content.testimonials.length === 0
          ? ''
          : `<div class="g">${section.content.testimonials
              .map((t) => `<blockquote><p>“${e(t.quote)}”</p><footer><strong>${e(t.author)}</strong>${t.role !== '' ? `, ${e(t.role)}` : ''}</footer></blockquote>`)
              .join('')}</div>`;
      return logos + quotes;
    }
    case 'social-links':
      return reachList(section.content, s, whatsappGreeting) + profileLinks(section.content, s);
  }
}

/** "Open now · closes 18:00", "Closed · opens Monday 9:00", in the site's language. */
export function openNowText(status: OpenStatus, s: SiteStrings): string {
  if (status.kind === 'open') return s.openNow.open.replace('{time}', formatTime(status.closesAt, s));
  const { opens } = status;
  if (opens === null) return s.openNow.closed;
  const template = opens.inDays === 0 ? s.openNow.opensToday : opens.inDays === 1 ? s.openNow.opensTomorrow : s.openNow.opensOn;
  return template.replace('{day}', s.weekdays[opens.weekday]).replace('{time}', formatTime(opens.time, s));
}

function hero(model: PublicSiteModel, s: SiteStrings, status: OpenStatus | null, actions: Html): Html {
  const subtitle = model.businessName !== '' && model.businessName !== model.publicName ? model.businessName : '';
  const lead = model.intro !== '' && model.intro !== model.publicName && model.intro !== subtitle ? model.intro : '';
  const contact = model.forms.length > 0 ? `<a class="btn" href="#contact">${e(s.contactButton)}</a>` : '';
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
      return `<div class="hero"><div class="w"><div>${text}</div>${cover !== null ? img(cover, `class="pic" ${eager}`) : ''}</div></div>`;
    case 3:
      return `<div class="hero"><div class="w">${text}</div></div>${cover !== null ? `<div class="band"><div class="w">${img(cover, eager)}</div></div>` : ''}`;
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
  const context: SectionContext = { s, basePath: options.basePath, today, lightbox, whatsappGreeting, articleSlugs: model.articleSlugs };
  const sections = model.sections.map((sec) => `<section id="${sec.id}"><div class="w"><h2>${e(s.sectionTitles[sec.id])}${membersOnly(sec.content, s)}</h2>${sectionBody(sec, context)}</div></section>`).join('');
  // The contact form last, after the member's own forms.
  const forms = [...model.forms.slice(1), ...model.forms.slice(0, 1)].map((form) => formSection(form, options.basePath, options.form ?? { state: 'idle' }, s)).join('');
  // One inline script (its hash is the page's script policy): the view counter, the lightbox and the speed beacon's loader.
  const parts = [
    options.countViews ? viewCounterScript(model.username, `${options.basePath}/view`) : null,
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
    jsonLd: localBusinessJsonLd(model),
    homeHref: '#main',
    nav,
    main: `${hero(model, s, open?.status ?? null, quickActions(model, s, whatsappGreeting))}${sections}${forms}${lightbox ? lightboxDialog(s) : ''}`,
    script,
  });
  return { html, inlineScript: script };
}
