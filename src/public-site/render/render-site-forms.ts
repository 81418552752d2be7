import type { AnswerErrorCode } from '../../core/forms/form-answers';
import type { FormDefinition, FormField } from '../../core/forms/form-definition';
import { CONTACT_FORM_ID, FORM_LIMITS } from '../../core/forms/form-definition';
import { CONTACT_HONEYPOT_FIELD } from '../../core/site/contact-form';
import { isCalendarDate } from '../../core/site/site-fields';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../../core/validation/sign-up-validation';
import { escapeHtml as e } from './html-escape';
import type { Html } from './site-html';
import type { SiteStrings } from './site-strings';

/*
 * A member's forms as plain HTML posting to the site handler: they work with no script, and a
 * post sent back (invalid, or over the limits) shows the visitor's answers again.
 */

/** What the page says about a form: the one a visitor just sent, or sent back with problems. */
export type FormState =
  | { readonly state: 'idle' }
  | { readonly state: 'sent'; readonly formId: string }
  | { readonly state: 'invalid'; readonly formId: string; readonly errors: Readonly<Record<string, AnswerErrorCode>>; readonly values: Readonly<Record<string, readonly string[]>> }
  | { readonly state: 'limited'; readonly formId: string; readonly reason: 'address-limit' | 'site-limit'; readonly values: Readonly<Record<string, readonly string[]>> };

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
      // maxlength is not allowed on a date input: the browser's picker bounds it already.
      const max = field.type === 'date' ? '' : ` maxlength="${FORM_LIMITS.shortAnswer}"`;
      // A date input holds a calendar date or nothing: a browser without a picker may have sent
      // other text, which the page cannot show back there (its error says what to type).
      const shown = field.type === 'date' && !isCalendarDate(value) ? '' : value;
      return `<input name="${name}"${attrs[field.type] ?? ''}${max} value="${e(shown)}"${req}${aria}>`;
    }
  }
}

export function formSection(form: FormDefinition, basePath: string, state: FormState, s: SiteStrings): Html {
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
    `<form method="post" action="${e(formAction(basePath, form.id))}#${anchor}">` +
    sender('name', s.formName, ' autocomplete="name"', DISPLAY_NAME_MAX_LENGTH) +
    sender('email', s.formEmail, ' type="email" autocomplete="email"', EMAIL_MAX_LENGTH) +
    fields +
    `<div class="hp" aria-hidden="true"><label>${e(s.formHoneypot)}<input name="${CONTACT_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>` +
    `<div><button class="btn" type="submit">${e(s.formSend)}</button></div></form></div></section>`
  );
}

