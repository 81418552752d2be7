import type { SiteLanguage } from '../../core/member/member-record';
import type { PlanTier } from '../../core/plans/plan-level';
import type { PublicMemberFields } from '../../core/site/public-projection';
import { publicSiteModel } from '../../core/site/public-site-model';
import type { SiteContent } from '../../core/site/site-content';
import { normalizeSiteContent } from '../../core/site/site-content';
import { frameDocument } from '../render/frame-document';
import { renderPublicSite } from '../render/render-public-site';
import { bakeryExample } from './example-bakery';
import { fitnessExample } from './example-fitness';
import { gardenExample } from './example-garden';
import { plumberExample } from './example-plumber';
import { salonExample } from './example-salon';
import type { Bilingual, ExampleSiteSource } from './example-site-source';
import { taqueriaExample } from './example-taqueria';

/*
 * The example businesses of the Examples page: each a site as a member would build it in the
 * studio (stored documents, exactly as the studio writes them), written once for English and
 * Spanish, and turned into HTML by the public site's own renderer.
 */

export const EXAMPLE_SITE_IDS = ['bakery', 'plumber', 'salon', 'taqueria', 'fitness', 'garden'] as const;
export type ExampleSiteId = (typeof EXAMPLE_SITE_IDS)[number];

const SOURCES: Readonly<Record<ExampleSiteId, ExampleSiteSource>> = {
  bakery: bakeryExample,
  plumber: plumberExample,
  salon: salonExample,
  taqueria: taqueriaExample,
  fitness: fitnessExample,
  garden: gardenExample,
};

export interface ExampleSite {
  readonly id: ExampleSiteId;
  readonly language: SiteLanguage;
  readonly tier: PlanTier;
  readonly name: string;
  readonly kind: string;
  readonly summary: string;
  readonly member: PublicMemberFields;
  readonly content: SiteContent;
}

export function isExampleSiteId(value: unknown): value is ExampleSiteId {
  return (EXAMPLE_SITE_IDS as readonly unknown[]).includes(value);
}

/**
 * One example in one language. `origin` is where the app is served (e.g. 'https://sitio.app'):
 * the pictures are addressed absolutely, since the page is shown from an iframe's srcdoc, whose
 * relative links are made to stay inside it (see exampleSiteDocument).
 */
export function exampleSite(id: ExampleSiteId, language: SiteLanguage, origin: string): ExampleSite {
  const source = SOURCES[id];
  const text: Bilingual = (en, es) => (language === 'ES' ? es : en);
  const draft = source.draft(text, (file) => `${origin}/images/examples/${file}`);
  const member: PublicMemberFields = { ...draft.member, siteLanguage: language };
  return {
    id,
    language,
    tier: source.tier,
    name: member.namePublico,
    kind: draft.kind,
    summary: draft.summary,
    member,
    content: normalizeSiteContent(draft.documents),
  };
}

/**
 * The example's page as its visitors would get it, for an iframe's srcdoc (see frameDocument:
 * its menu links stay inside the frame). Its pictures are already absolute (exampleSite).
 */
export function exampleSiteDocument(site: ExampleSite): string {
  const model = publicSiteModel(site.member, site.content, site.tier);
  const { html } = renderPublicSite(model, { basePath: '', countViews: false });
  return frameDocument(html, '');
}
