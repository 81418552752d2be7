import type { PublicSiteModel } from '../../core/site/public-site-model';
import { findSection } from '../../core/site/public-site-model';
import { webPageJsonLd } from '../../core/site/web-page-json-ld';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/validation/sign-up-validation';
import { escapeHtml as e, scriptJson } from './html-escape';
import type { Html, PageLanguages, RenderedPage } from './site-html';
import { siteDocument } from './site-html';
import type { SiteStrings } from './site-strings';
import type { PortalStrings } from './portal-strings';
import type { PortalField, PortalFormId, PortalFormState, PortalPage } from '../../core/portal/portal-forms';
import { PORTAL_STRINGS } from './portal-strings';
import { SITE_STRINGS } from './site-strings';

/*
 * The customers' portal of a member's site (Elite's Users Portal): plain forms posting to the
 * site handler, which work without script; a form sent back shows what was typed (never the
 * password) and each problem at its field.
 */

export type { PortalField, PortalFormId, PortalFormState, PortalNotice, PortalPage } from '../../core/portal/portal-forms';

/** The deployment's Firebase web config, as firebase/messaging needs it for a device's token. */
export interface PortalPushWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
}

/** Web push on the customer's device: the push script's same-origin address and the web config. */
export interface PortalPushTag {
  readonly scriptUrl: string;
  readonly config: PortalPushWebConfig;
}

export interface PortalRenderOptions {
  /** The site's base path with the page's language segment, if any: where the portal's forms post. */
  readonly basePath: string;
  readonly languages?: PageLanguages;
  /** Offers an active customer announcements on their device; absent where push is off (no VAPID key, emulators). */
  readonly push?: PortalPushTag;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

interface FieldSpec {
  readonly field: PortalField;
  readonly label: string;
  readonly attrs: string;
  readonly hint?: string;
}

function portalForm(id: PortalFormId, title: string, intro: string, fields: readonly FieldSpec[], button: string, hidden: Html, state: PortalFormState | null, p: PortalStrings, basePath: string): Html {
  const mine = state !== null && state.form === id ? state : null;
  let focused = false;
  const rows = fields
    .map(({ field, label, attrs, hint }) => {
      const error = mine?.errors[field];
      const hintId = `${id}-${field}-h`;
      const errorId = `${id}-${field}-e`;
      const described = [hint !== undefined ? hintId : '', error !== undefined ? errorId : ''].filter((x) => x !== '').join(' ');
      // The password never comes back; the other fields keep what was typed.
      const value = field === 'password' ? '' : (mine?.values[field] ?? '');
      // The first field with a problem takes the focus, so a screen reader lands on it.
      const focus = error !== undefined && !focused ? ' autofocus' : '';
      if (error !== undefined) focused = true;
      return (
        `<label for="${id}-${field}"><span>${e(label)}</span>` +
        `<input id="${id}-${field}" name="${field}"${attrs}${field === 'password' ? '' : ` value="${e(value)}"`} required` +
        `${described !== '' ? ` aria-describedby="${described}"` : ''}${error !== undefined ? ' aria-invalid="true"' : ''}${focus}>` +
        `${hint !== undefined ? `<small class="muted" id="${hintId}">${e(hint)}</small>` : ''}` +
        `${error !== undefined ? `<span class="err" id="${errorId}">${e(p.fieldErrors[error])}</span>` : ''}</label>`
      );
    })
    .join('');
  const problem = mine?.problem ?? null;
  return (
    `<div id="${id}"><h2>${e(title)}</h2>${intro !== '' ? `<p class="muted">${e(intro)}</p>` : ''}` +
    `${problem !== null ? `<p class="note bad" role="alert">${e(p.problems[problem])}</p>` : ''}` +
    `<form method="post" action="${e(`${basePath}/portal/${id}`)}#${id}">${hidden}${rows}<div><button class="btn" type="submit">${e(button)}</button></div></form></div>`
  );
}

function signOutForm(p: PortalStrings, basePath: string): Html {
  return `<form method="post" action="${e(`${basePath}/portal/sign-out`)}"><div><button class="btn o" type="submit">${e(p.signOut)}</button></div></form>`;
}

function guest(page: Extract<PortalPage, { kind: 'guest' }>, p: PortalStrings, business: string, basePath: string): Html {
  const validInvite = page.invite !== null && page.invite.email !== null;
  const signUpShown = page.policy !== 'invitation' || validInvite;
  // A sign-up refused where there is no sign-up form (invitation only): its problem is said at
  // the top, and the address typed moves to the sign-in form.
  const refused = page.form !== null && page.form.form === 'sign-up' && !signUpShown ? page.form : null;
  const notes = [
    page.notice === 'reset-sent' ? `<p class="note" role="status">${e(p.resetSent)}</p>` : '',
    page.notice === 'signed-out' ? `<p class="note" role="status">${e(p.signedOut)}</p>` : '',
    page.invite !== null ? `<p class="note${validInvite ? '' : ' bad'}">${e(fill(validInvite ? p.invited : p.invitationInvalid, { business }))}</p>` : '',
    refused !== null && refused.problem !== null ? `<p class="note bad" role="alert">${e(fill(p.problems[refused.problem], { business }))}</p>` : '',
    !signUpShown && refused === null ? `<p class="note">${e(fill(p.invitationOnly, { business }))}</p>` : '',
    page.signedInAs !== null ? `<p class="note">${e(fill(p.notCustomerHere, { email: page.signedInAs, business }))}</p>${signOutForm(p, basePath)}` : '',
  ].join('');
  const hidden = validInvite ? `<input type="hidden" name="invite" value="${e(page.invite!.id)}">` : '';
  const state: PortalFormState | null = refused === null ? page.form : { form: 'sign-in', errors: {}, problem: null, values: { email: refused.values.email ?? '' } };
  const strings: PortalStrings = { ...p, problems: { ...p.problems, 'invitation-required': fill(p.problems['invitation-required'], { business }) } };
  const emailAttrs = ` type="email" autocomplete="email" maxlength="${EMAIL_MAX_LENGTH}"`;
  // An invitation's address is filled in for the one who opened its link.
  const inviteEmail = validInvite && page.form === null ? { form: 'sign-up' as const, errors: {}, problem: null, values: { email: page.invite!.email! } } : state;
  const signIn = portalForm(
    'sign-in',
    p.signInTitle,
    '',
    [
      { field: 'email', label: p.email, attrs: emailAttrs },
      { field: 'password', label: p.password, attrs: ` type="password" autocomplete="current-password" maxlength="${PASSWORD_MAX_LENGTH}"` },
    ],
    p.signIn,
    hidden,
    state,
    strings,
    basePath,
  );
  const signUpFields: readonly FieldSpec[] = [
    { field: 'name', label: p.name, attrs: ` autocomplete="name" maxlength="${DISPLAY_NAME_MAX_LENGTH}"` },
    { field: 'email', label: p.email, attrs: emailAttrs },
    { field: 'password', label: p.newPassword, attrs: ` type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`, hint: p.passwordHint },
  ];
  const signUp = signUpShown ? portalForm('sign-up', p.signUpTitle, '', signUpFields, p.signUp, hidden, inviteEmail, strings, basePath) : '';
  const reset = portalForm('reset', p.resetTitle, p.resetIntro, [{ field: 'email', label: p.email, attrs: emailAttrs }], p.sendReset, '', state, strings, basePath);
  // Someone invited is most likely new here: the sign-up form comes first for them.
  const forms = validInvite ? [signUp, signIn, reset] : [signIn, signUp, reset];
  return `${notes}<div class="pf">${forms.join('')}</div>`;
}

/** The element ids the push loader works on. */
const PUSH_BOX = 'push';
const PUSH_STATUS = 'push-s';

/**
 * The portal page's one inline script, for an active customer where push is on. It shows the
 * button only where the browser has web push; on a click it asks for permission (within the
 * click, as browsers require), then loads the push script (portal-push.entry.ts), which gets the
 * device's token and posts it to `endpoint`, and says how it went. Without script the button
 * stays hidden and the page works as before.
 */
export function portalPushLoaderScript(push: PortalPushTag, endpoint: string, words: PortalStrings['push']): string {
  const options = { ...push.config, endpoint };
  const messages = { done: words.done, refused: words.refused, failed: words.failed };
  return (
    `(function(){var o=${scriptJson(options)},m=${scriptJson(messages)},u=${scriptJson(push.scriptUrl)},w=window,n=navigator,d=document,` +
    `x=d.getElementById(${scriptJson(PUSH_BOX)}),t=d.getElementById(${scriptJson(PUSH_STATUS)}),b=x&&x.querySelector("button");` +
    'if(!b||!t||!w.isSecureContext||!("serviceWorker" in n)||!("PushManager" in w)||!("Notification" in w)||!("indexedDB" in w)||!n.cookieEnabled)return;' +
    'function say(k){t.textContent=m[k];t.className="note"+(k==="done"?"":" bad")}' +
    'function ask(){return new Promise(function(r){var q=Notification.requestPermission(r);if(q&&q.then)q.then(r)})}' +
    'function load(){return w.sitioPortalPush?Promise.resolve(w.sitioPortalPush):new Promise(function(r,j){var s=d.createElement("script");s.src=u;' +
    's.onload=function(){w.sitioPortalPush?r(w.sitioPortalPush):j()};s.onerror=j;d.body.appendChild(s)})}' +
    'x.hidden=false;b.addEventListener("click",function(){b.disabled=true;t.textContent="";t.className="";' +
    'ask().then(function(p){if(p!=="granted")throw"refused";return load()}).then(function(s){return s.subscribe(o)})' +
    '.then(function(){say("done");b.hidden=true},function(e){say(e==="refused"?"refused":"failed");b.disabled=false})})})();'
  );
}

function pushBox(p: PortalStrings): Html {
  return `<div id="${PUSH_BOX}" hidden><p><button class="btn o" type="button">${e(p.push.button)}</button></p><p id="${PUSH_STATUS}" role="status"></p></div>`;
}

function account(page: Extract<PortalPage, { kind: 'account' }>, p: PortalStrings, s: SiteStrings, business: string, home: string, basePath: string, timeZone: string, push: boolean): Html {
  const { customer } = page;
  const status = `<p class="note${customer.status === 'active' ? '' : ' bad'}" role="status">${e(fill(p.status[customer.status], { business }))}</p>`;
  const back = `<p><a class="btn o" href="${e(home)}">${e(p.goToSite)}</a></p>`;
  if (customer.status !== 'active') return `<p>${e(fill(p.hello, { name: customer.name }))}</p>${status}${back}${signOutForm(p, basePath)}`;
  const date = new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', timeZone });
  const list =
    page.announcements.length === 0
      ? `<p class="muted">${e(p.noAnnouncements)}</p>`
      : page.announcements
          .map(
            ({ announcement: a, unread }) =>
              `<article class="ann"><time datetime="${e(new Date(a.createdAt).toISOString())}">${e(date.format(new Date(a.createdAt)))}</time>` +
              `<h3>${e(a.title)}${unread ? ` <span class="new">${e(p.unread)}</span>` : ''}</h3><p>${e(a.body)}</p></article>`,
          )
          .join('');
  return (
    `<p>${e(fill(p.hello, { name: customer.name }))}</p>${status}<p>${e(fill(p.shared, { business }))}</p>${back}` +
    `<h2>${e(p.announcements)}</h2>${push ? pushBox(p) : ''}${list}${signOutForm(p, basePath)}`
  );
}

function validTimeZone(zone: string | undefined): string {
  if (zone === undefined) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * The portal page of the member's site, in the visitor's language. Its one script, for an active
 * customer where push is on, offers announcements on the device; everything else is plain forms.
 */
export function renderPortalPage(model: PublicSiteModel, page: PortalPage, options: PortalRenderOptions): RenderedPage {
  const s = SITE_STRINGS[model.language];
  const p = PORTAL_STRINGS[model.language];
  const business = model.businessName || model.publicName;
  const home = options.basePath === '' ? '/' : options.basePath;
  // Only an active customer receives announcements, so only they are offered them on their device.
  const push = page.kind === 'account' && page.customer.status === 'active' ? options.push : undefined;
  const script = push === undefined ? null : portalPushLoaderScript(push, `${options.basePath}/portal/push-token`, p.push);
  const body =
    page.kind === 'closed'
      ? `<p class="note">${e(p.closed)}</p><p><a class="btn o" href="${e(home)}">${e(p.goToSite)}</a></p>`
      : page.kind === 'guest'
        ? guest(page, p, business, options.basePath)
        : account(page, p, s, business, home, options.basePath, validTimeZone(findSection(model, 'hours')?.timeZone), push !== undefined);
  const invite = page.kind === 'guest' && page.invite !== null ? `?invite=${encodeURIComponent(page.invite.id)}` : '';
  const title = `${p.title} · ${model.publicName}`;
  const html = siteDocument(model, s, {
    title,
    description: title,
    canonical: '',
    ogType: 'website',
    jsonLd: webPageJsonLd(title),
    homeHref: home,
    nav: `<li><a href="${e(home)}">${e(s.home)}</a></li>`,
    main: `<section class="portal"><div class="w"><h1>${e(p.title)}</h1>${body}</div></section>`,
    script,
    page: `/portal${invite}`,
    languages: options.languages,
  });
  return { html, inlineScript: script };
}
