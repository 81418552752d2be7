import { publicSiteModel } from '../../core/site/public-site-model';
import type { ExampleSite } from '../../core/site/examples/example-sites';
import { frameDocument } from '../render/frame-document';
import { renderPublicSite } from '../render/render-public-site';

/**
 * The example's page as its visitors would get it, for an iframe's srcdoc (see frameDocument:
 * its menu links stay inside the frame). Its pictures are already absolute (exampleSite).
 */
export function exampleSiteDocument(site: ExampleSite): string {
  const model = publicSiteModel(site.member, site.content, site.tier);
  const { html } = renderPublicSite(model, { basePath: '', countViews: false });
  return frameDocument(html, '');
}
