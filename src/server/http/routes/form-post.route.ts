import type { PostedFields } from '../../../core/forms/form-answers';
import { CONTACT_FORM_ID } from '../../../core/forms/form-definition';
import { formAnchor } from '../../../public-site/render/render-site-forms';
import type { SiteRoute } from '../route-context';
import { empty, hasContentType } from '../site-http';
import { homePage } from './site-home.route';
import { visitOf } from './visit-of';

/** The decoded post; the contact form's message was always posted as `message`. */
function postedFields(body: Uint8Array, formId: string): PostedFields {
  const params = new URLSearchParams(new TextDecoder().decode(body));
  return { getAll: (name) => params.getAll(formId === CONTACT_FORM_ID && name === 'fmessage' ? 'message' : name) };
}

/** POST <site>/contact and <site>/forms/<id>: a visitor's message, then back to the form's place on the page. */
export const formPostRoute: SiteRoute = async (request, address, ctx, [captured]) => {
  const formId = captured ?? CONTACT_FORM_ID;
  const { body } = request;
  const posted = body === null || body === undefined ? 'too-large' : !hasContentType(request, 'application/x-www-form-urlencoded') ? 'wrong-encoding' : postedFields(body, formId);
  const outcome = await ctx.useCases.postSiteForm.execute(visitOf(request, address), formId, posted, request.clientAddress ?? '');
  switch (outcome.kind) {
    case 'not-found':
      return ctx.pages.notFound('no-store');
    case 'unreadable':
      return empty(outcome.reason === 'too-large' ? 413 : 415);
    case 'sent': {
      const home = address.basePath === '' ? '/' : address.basePath;
      const anchor = formAnchor(outcome.form.id);
      const location = outcome.form.id === CONTACT_FORM_ID ? `${home}?form=sent#${anchor}` : `${home}?form=sent&f=${outcome.form.id}#${anchor}`;
      return empty(303, { Location: location });
    }
    case 'invalid':
      return homePage(outcome.view, address, ctx, 422, { state: 'invalid', formId: outcome.form.id, errors: outcome.errors, values: outcome.values }, outcome.cache);
    case 'limited': {
      const page = homePage(outcome.view, address, ctx, 429, { state: 'limited', formId: outcome.form.id, reason: outcome.reason, values: outcome.values }, outcome.cache);
      return { ...page, headers: { ...page.headers, 'Retry-After': outcome.reason === 'address-limit' ? '60' : '3600' } };
    }
  }
};
