import type { SiteLanguage } from '../../member/member-record';
import type { PlanTier } from '../../plans/plan-level';
import type { PublicMemberFields } from '../public-projection';
import type { SiteContent } from '../site-content';
import { normalizeSiteContent } from '../site-content';
import { bakeryExample } from './example-bakery';
import { fitnessExample } from './example-fitness';
import { gardenExample } from './example-garden';
import { plumberExample } from './example-plumber';
import { salonExample } from './example-salon';
import type { Bilingual, ExampleSiteSource } from './example-site-source';
import { taqueriaExample } from './example-taqueria';

/*
 * The example businesses: each a site as a member would build it in the studio (stored
 * documents, exactly as the studio writes them), written once for English and Spanish. The
 * marketing Examples page shows them and a new member's first draft starts from one.
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

/** The example's stored documents in one language, before the studio's reading (for a draft). */
export function exampleSiteDocuments(id: ExampleSiteId, language: SiteLanguage, asset: (file: string) => string) {
  const text: Bilingual = (en, es) => (language === 'ES' ? es : en);
  return SOURCES[id].draft(text, asset);
}

/**
 * One example in one language. `origin` is where the app is served (e.g. 'https://sitio.app'):
 * the pictures are addressed absolutely, since the Examples page shows the page from an iframe's
 * srcdoc, whose relative links are made to stay inside it.
 */
export function exampleSite(id: ExampleSiteId, language: SiteLanguage, origin: string): ExampleSite {
  const draft = exampleSiteDocuments(id, language, (file) => `${origin}/images/examples/${file}`);
  const member: PublicMemberFields = { ...draft.member, siteLanguage: language };
  return {
    id,
    language,
    tier: SOURCES[id].tier,
    name: member.namePublico,
    kind: draft.kind,
    summary: draft.summary,
    member,
    content: normalizeSiteContent(draft.documents),
  };
}
