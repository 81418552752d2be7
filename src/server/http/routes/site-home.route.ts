import { CONTACT_FORM_ID } from '../../../core/forms/form-definition';
import { MEMBER_SITE_ROUTE } from '../../../core/speed/speed-beacon';
import type { FormState } from '../../../public-site/render/render-site-forms';
import { renderPublicSite } from '../../../public-site/render/render-public-site';
import type { SiteView } from '../../../use-cases/site/site-views';
import { pageLanguages } from '../page-response';
import type { RouteContext, SiteRoute } from '../route-context';
import type { SiteAddress } from '../site-address';
import type { SiteResponse } from '../site-http';
import { visitOf } from './visit-of';

/** A site's home page with a form's state on it, as a response. */
export function homePage(view: SiteView & { readonly bookable?: boolean }, address: SiteAddress, ctx: RouteContext, status: number, form: FormState, cache: string): SiteResponse {
  const speed = ctx.pages.speedTag(MEMBER_SITE_ROUTE);
  const portal = view.portalOpen ? { href: `${address.basePath}/portal`, signedIn: view.person !== null && view.person.customer !== null } : undefined;
  const rendered = renderPublicSite(view.model, { basePath: address.basePath, form, countViews: true, lightbox: true, speed, now: view.now, languages: pageLanguages(address), portal, ...(view.bookable === true ? { bookHref: `${address.basePath}/book` } : {}) });
  return ctx.pages.page(view.model, rendered, status, cache, speed !== undefined ? 'speed' : 'none', address, view.portalOpen);
}

/** GET <site>: the home page; `?form=sent` is the thank-you of the one visitor who just wrote. */
export const siteHomeRoute: SiteRoute = async (request, address, ctx) => {
  const sent = address.query.get('form') === 'sent';
  const page = await ctx.useCases.showSitePage.execute(visitOf(request, address), { thanked: sent });
  if (page === null) return ctx.pages.notFound();
  return homePage(page, address, ctx, 200, sent ? { state: 'sent', formId: address.query.get('f') ?? CONTACT_FORM_ID } : { state: 'idle' }, page.cache);
};
