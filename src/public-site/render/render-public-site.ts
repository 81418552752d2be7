import type { AnswerErrorCode } from '../../core/forms/form-answers';
import type { FormDefinition, FormField } from '../../core/forms/form-definition';
import { CONTACT_FORM_ID, FORM_LIMITS } from '../../core/forms/form-definition';
import { CONTACT_HONEYPOT_FIELD } from '../../core/site/contact-form';
import { canonicalSiteUrl, localBusinessJsonLd } from '../../core/site/local-business-json-ld';
import type { PageSection, PublicSiteModel } from '../../core/site/public-site-model';
import type { RichText, RichTextRun } from '../../core/site/rich-text';
import type { DayHours, HoursSection, Offering, SiteImage } from '../../core/site/site-content';
import { WEEKDAYS } from '../../core/site/site-content';
import { SOCIAL_NETWORKS } from '../../core/site/social-networks';
import { videoThumbnailUrl, videoWatchUrl } from '../../core/site/video-link';
import { escapeHtml as e, scriptJson } from './html-escape';
import type { SiteStrings } from './site-strings';
import { SITE_STRINGS } from './site-strings';
import { siteStyles } from './site-styles';
import { viewCounterScript } from './view-counter-script';

/** What the page says about a form: the one a visitor just sent, or sent back with problems. */
export type FormState =
  | { readonly state: 'idle' }
  | { readonly state: 'sent'; readonly formId: string }
  | { readonly state: 'invalid'; readonly formId: string; readonly errors: Readonly<Record<string, AnswerErrorCode>>; readonly values: Readonly<Record<string, readonly string[]>> }
  | { readonly state: 'limited'; readonly formId: string; readonly reason: 'address-limit' | 'site-limit'; readonly values: Readonly<Record<string, readonly string[]>> };

export interface RenderOptions {
  /** Where the site lives on this host: '' on its own domain, '/s/<username>' on the app's. */
  readonly basePath: string;
  readonly form?: FormState;
  /** Off for the studio preview, so a member looking at their own site counts nothing. */
  readonly countViews: boolean;
  /** The real-user speed beacon (src/public-site/speed), loaded async after the content; none in the preview. */
  readonly speed?: SpeedBeaconTag;
}

export interface SpeedBeaconTag {
  readonly src: string;
  readonly endpoint: string;
  /** The route pattern the page is filed under, e.g. '/s/:site'. */
  readonly route: string;
  readonly rate: number;
}

function speedTag(speed: SpeedBeaconTag | undefined): Html {
  if (speed === undefined) return '';
  return `<script async src="${e(speed.src)}" data-endpoint="${e(speed.endpoint)}" data-route="${e(speed.route)}" data-rate="${e(String(speed.rate))}"></script>`;
}

export interface RenderedPage {
  readonly html: string;
  /** The text of the page's one inline script (for a CSP hash), or null when there is none. */
  readonly inlineScript: string | null;
}

type Html = string;

function img(image: { url: string; alt: string }, attrs = 'loading="lazy" decoding="async"'): Html {
  return `<img src="${e(image.url)}" alt="${e(image.alt)}" ${attrs}>`;
}

function runHtml(run: RichTextRun): Html {
  let html = e(run.text);
  if (run.bold === true) html = `<strong>${html}</strong>`;
  if (run.italic === true) html = `<em>${html}</em>`;
  if (run.href !== undefined) html = `<a href="${e(run.href)}" rel="nofollow ugc noopener">${html}</a>`;
  return html;
}

/** Only these tags can come out of rich text; every run is escaped text. */
export function richTextHtml(doc: RichText): Html {
  return doc.blocks
    .map((block) => {
      if ('items' in block) {
        const tag = block.type === 'numberedList' ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((item) => `<li>${item.runs.map(runHtml).join('')}</li>`).join('')}</${tag}>`;
      }
      const tag = block.type === 'heading2' ? 'h3' : block.type === 'heading3' ? 'h4' : 'p';
      return `<${tag}>${block.runs.map(runHtml).join('')}</${tag}>`;
    })
    .join('');
}

function utcDate(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00Z`);
}

function formatDate(date: string, s: SiteStrings): string {
  return new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDate(date));
}

function formatTime(time: string, s: SiteStrings): string {
  return new Intl.DateTimeFormat(s.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(utcDate('2000-01-01', time));
}

function formatPrice(item: Offering, s: SiteStrings): string {
  if (item.price === null) return s.priceOnRequest;
  return new Intl.NumberFormat(s.locale, { style: 'currency', currency: item.currency }).format(item.price);
}

function hoursText(h: DayHours, s: SiteStrings): string {
  return h.closed ? s.closed : `${formatTime(h.open, s)} – ${formatTime(h.close, s)}`;
}

function images(list: readonly SiteImage[]): Html {
  return `<div class="pics">${list.map((i) => `<figure>${img(i)}</figure>`).join('')}</div>`;
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

function hoursTable(hours: HoursSection, s: SiteStrings): Html {
  const rows = WEEKDAYS.map((d) => `<tr><th scope="row">${e(s.weekdays[d])}</th><td${hours.week[d].closed ? ' class="muted"' : ''}>${e(hoursText(hours.week[d], s))}</td></tr>`).join('');
  const special =
    hours.exceptions.length === 0
      ? ''
      : `<h3 style="margin-top:28px">${e(s.specialHours)}</h3><table>${hours.exceptions
          .map((x) => `<tr><th scope="row">${e(formatDate(x.date, s))}${x.label !== '' ? ` · ${e(x.label)}` : ''}</th><td>${e(hoursText(x, s))}</td></tr>`)
          .join('')}</table>`;
  return `<table>${rows}</table>${special}`;
}

function sectionBody(section: PageSection, s: SiteStrings): Html {
  switch (section.id) {
    case 'gallery':
      return images(section.content.images);
    case 'albums':
      return section.content.albums
        .filter((a) => a.images.length > 0)
        .map((a) => `<h3>${e(a.name)}</h3>${images(a.images)}`)
        .join('<div style="height:28px"></div>');
    case 'videos':
      return `<div class="g">${section.content.videos
        .map((v) => {
          const thumb = videoThumbnailUrl(v);
          const label = v.title !== '' ? v.title : `${s.watchVideo} ${s.videoOn[v.provider]}`;
          // A link with a still image instead of the provider's player: no third-party script.
          return `<a class="vid" href="${e(videoWatchUrl(v))}" rel="noopener">${thumb !== null ? img({ url: thumb, alt: '' }) : ''}<span>${e(label)}</span></a>`;
        })
        .join('')}</div>`;
    case 'articles':
      return section.content.articles
        .map((a) => `<article><time datetime="${e(a.date)}">${e(formatDate(a.date, s))}</time><h3>${e(a.title)}</h3><div class="rt">${richTextHtml(a.body)}</div></article>`)
        .join('');
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
            `<div class="ev"><div class="day"><b>${d.getUTCDate()}</b>${e(month)}</div><div><h3>${e(ev.title)}</h3>` +
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
      return hoursTable(section.content, s);
    case 'about-us':
    case 'additional-info':
      return `<div class="rt">${richTextHtml(section.content.body)}</div>`;
    case 'payment-links':
      return `<div class="row">${section.content.links.map((l) => `<a class="btn" href="${e(l.url)}" rel="noopener">${e(l.label)}</a>`).join('')}</div>`;
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
      return `<div class="row">${SOCIAL_NETWORKS.filter((n) => section.content.links[n] !== undefined)
        .map((n) => `<a class="btn o" href="${e(section.content.links[n] ?? '')}" rel="noopener me">${e(s.networks[n])}</a>`)
        .join('')}</div>`;
  }
}

/** Where a form sits on the page: the contact form keeps its well-known anchor. */
export function formAnchor(formId: string): string {
  return formId === CONTACT_FORM_ID ? 'contact' : `form-${formId}`;
}

/** Where a form posts: the contact form keeps the address it always had. */
export function formAction(basePath: string, formId: string): string {
  return formId === CONTACT_FORM_ID ? `${basePath}/contact` : `${basePath}/forms/${formId}`;
}

function fieldControl(field: FormField, name: string, values: readonly string[], describedBy: string): Html {
  const value = values[0] ?? '';
  const req = field.required ? ' required' : '';
  const aria = describedBy === '' ? '' : ` aria-describedby="${describedBy}"`;
  switch (field.type) {
    case 'long-text':
      return `<textarea name="${name}" maxlength="${FORM_LIMITS.longAnswer}"${req}${aria}>${e(value)}</textarea>`;
    case 'single-choice':
    case 'multiple-choice': {
      const type = field.type === 'single-choice' ? 'radio' : 'checkbox';
      return field.options
        .map((option, i) => {
          const checked = values.includes(option) ? ' checked' : '';
          const required = type === 'radio' && field.required && i === 0 ? ' required' : '';
          return `<label class="opt"><input type="${type}" name="${name}" value="${e(option)}"${checked}${required}> ${e(option)}</label>`;
        })
        .join('');
    }
    case 'consent':
      return `<input type="checkbox" name="${name}" value="yes"${value !== '' ? ' checked' : ''}${req}${aria}> ${e(field.label)}`;
    default: {
      const attrs: Record<string, string> = { email: ' type="email" autocomplete="email"', phone: ' type="tel" autocomplete="tel"', number: ' inputmode="decimal"', date: ' type="date"' };
      return `<input name="${name}"${attrs[field.type] ?? ''} maxlength="${FORM_LIMITS.shortAnswer}" value="${e(value)}"${req}${aria}>`;
    }
  }
}

function formSection(form: FormDefinition, options: RenderOptions, s: SiteStrings): Html {
  const state = options.form ?? { state: 'idle' };
  const mine = state.state !== 'idle' && state.formId === form.id;
  const values = mine && state.state !== 'sent' ? state.values : {};
  const errors = mine && state.state === 'invalid' ? state.errors : {};
  const anchor = formAnchor(form.id);
  const note = !mine
    ? ''
    : state.state === 'sent'
      ? `<p class="note" role="status">${e(form.thankYou || s.formSent)}</p>`
      : state.state === 'limited'
        ? `<p class="note bad" role="alert">${e(s.formLimited[state.reason])}</p>`
        : `<p class="note bad" role="alert">${e(s.formFailed)}</p>`;
  const row = (id: string, label: string, help: string, required: boolean, control: (describedBy: string) => Html, layout: 'field' | 'group' | 'check') => {
    const error = errors[id];
    const ids = [help !== '' ? `${anchor}-${id}-h` : '', error !== undefined ? `${anchor}-${id}-e` : ''].filter((x) => x !== '').join(' ');
    // Most questions must be answered: the few that need not say so.
    const mark = required ? '' : ` <span class="opt-mark">(${e(s.formOptional)})</span>`;
    const helpHtml = help !== '' ? `<small class="muted" id="${anchor}-${id}-h">${e(help)}</small>` : '';
    const errorHtml = error !== undefined ? `<span class="err" id="${anchor}-${id}-e">${e(s.formErrors[error])}</span>` : '';
    const invalid = error !== undefined ? ' aria-invalid="true"' : '';
    const body = control(ids).replace(/^<(input|textarea)/, `<$1${invalid}`);
    if (layout === 'group') return `<fieldset${ids !== '' ? ` aria-describedby="${ids}"` : ''}><legend>${e(label)}${mark}</legend>${helpHtml}${body}${errorHtml}</fieldset>`;
    if (layout === 'check') return `<div><label class="opt">${body}${mark}</label>${helpHtml}${errorHtml}</div>`;
    return `<label><span>${e(label)}${mark}</span>${helpHtml}${body}${errorHtml}</label>`;
  };
  const sender = (id: 'name' | 'email', label: string, attrs: string, max: number) =>
    row(id, label, '', true, (d) => `<input name="${id}"${attrs} required maxlength="${max}" value="${e(values[id]?.[0] ?? '')}"${d !== '' ? ` aria-describedby="${d}"` : ''}>`, 'field');
  const fields = form.fields
    .map((field) => {
      const label = field.label !== '' ? field.label : field.id === 'fmessage' ? s.formMessage : field.id;
      // The contact form's message keeps the name `message` it always posted.
      const name = form.id === CONTACT_FORM_ID && field.id === 'fmessage' ? 'message' : field.id;
      const layout = field.type === 'single-choice' || field.type === 'multiple-choice' ? 'group' : field.type === 'consent' ? 'check' : 'field';
      return row(field.id, label, field.help, field.required, (d) => fieldControl(field, name, values[field.id] ?? [], d), layout);
    })
    .join('');
  const title = form.title !== '' ? form.title : s.sectionTitles.contact;
  const intro = form.id === CONTACT_FORM_ID ? `<p class="muted">${e(s.contactIntro)}</p>` : '';
  return (
    `<section id="${anchor}"><div class="w"><h2>${e(title)}</h2>${intro}${note}` +
    `<form method="post" action="${e(formAction(options.basePath, form.id))}#${anchor}">` +
    sender('name', s.formName, ' autocomplete="name"', 100) +
    sender('email', s.formEmail, ' type="email" autocomplete="email"', 254) +
    fields +
    `<div class="hp" aria-hidden="true"><label>${e(s.formHoneypot)}<input name="${CONTACT_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>` +
    `<div><button class="btn" type="submit">${e(s.formSend)}</button></div></form></div></section>`
  );
}

function hero(model: PublicSiteModel, s: SiteStrings): Html {
  const subtitle = model.businessName !== '' && model.businessName !== model.publicName ? model.businessName : '';
  const lead = model.description !== '' && model.description !== model.publicName && model.description !== subtitle ? model.description : '';
  const cta = model.forms.length > 0 ? `<a class="btn" href="#contact">${e(s.contactButton)}</a>` : '';
  const text = `<h1>${e(model.publicName)}</h1>${subtitle !== '' ? `<p><strong>${e(subtitle)}</strong></p>` : ''}${lead !== '' ? `<p>${e(lead)}</p>` : ''}${cta}`;
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

function absoluteImage(url: string, canonical: string): string {
  if (url.startsWith('https://') || url.startsWith('http://')) return url;
  return canonical !== '' && url.startsWith('/') ? new URL(url, canonical).href : '';
}

/** The member's public website as one complete HTML document in the site's language. */
export function renderPublicSite(model: PublicSiteModel, options: RenderOptions): RenderedPage {
  const s = SITE_STRINGS[model.language];
  const lang = model.language === 'ES' ? 'es' : 'en';
  const canonical = canonicalSiteUrl(model);
  const title = model.businessName !== '' && model.businessName !== model.publicName ? `${model.publicName} · ${model.businessName}` : model.publicName;
  const ogImage = absoluteImage(model.coverPicture, canonical);
  // Always an icon, so browsers never ask for a /favicon.ico the product does not have.
  const icon = `<link rel="icon" href="${e(model.favicon)}">`;

  const nav = [...model.sections.map((sec) => sec.id), ...(model.forms.length > 0 ? (['contact'] as const) : [])]
    .filter((id) => id !== 'social-links' && id !== 'payment-links')
    .slice(0, 6)
    .map((id) => `<li><a href="#${id}">${e(s.sectionTitles[id])}</a></li>`)
    .join('');
  const logo = model.picture !== '' ? img({ url: model.picture, alt: '' }, 'decoding="async"') : '';

  const sections = model.sections.map((sec) => `<section id="${sec.id}"><div class="w"><h2>${e(s.sectionTitles[sec.id])}</h2>${sectionBody(sec, s)}</div></section>`).join('');
  const script = options.countViews ? viewCounterScript(model.username, `${options.basePath}/view`) : null;

  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${e(title)}</title><meta name="description" content="${e(model.description)}">` +
    (canonical !== '' ? `<link rel="canonical" href="${e(canonical)}"><meta property="og:url" content="${e(canonical)}">` : '') +
    `<meta property="og:type" content="website"><meta property="og:title" content="${e(title)}"><meta property="og:description" content="${e(model.description)}">` +
    `<meta property="og:locale" content="${lang === 'es' ? 'es_MX' : 'en_US'}">` +
    (ogImage !== '' ? `<meta property="og:image" content="${e(ogImage)}"><meta name="twitter:card" content="summary_large_image">` : '') +
    `<meta name="theme-color" content="${e(model.themeColor)}">${icon}` +
    `<style>${siteStyles(model.themeColor, model.font, model.coverTemplate)}</style>` +
    `<script type="application/ld+json">${scriptJson(localBusinessJsonLd(model))}</script></head>` +
    `<body><a class="skip" href="#main">${e(s.skipToContent)}</a>` +
    `<header><div class="w"><a class="brand" href="#main">${logo}<span>${e(model.publicName)}</span></a>` +
    (nav !== '' ? `<nav aria-label="${e(s.menu)}"><ul>${nav}</ul></nav>` : '') +
    `</div></header><main id="main">${hero(model, s)}${sections}${[...model.forms.slice(1), ...model.forms.slice(0, 1)].map((form) => formSection(form, options, s)).join('')}</main>` +
    `<footer><div class="w">© ${e(model.businessName || model.publicName)}</div></footer>` +
    (script !== null ? `<script>${script}</script>` : '') +
    speedTag(options.speed) +
    '</body></html>';
  return { html, inlineScript: script };
}
