import type { PlanTier } from '../../plans/plan-level';
import type { PublicMemberFields } from '../public-projection';

/** One text in both languages, English first: every example is written in both at once. */
export type Bilingual = (en: string, es: string) => string;

export interface ExampleSiteDraft {
  readonly member: Omit<PublicMemberFields, 'siteLanguage'>;
  readonly documents: Readonly<Record<string, unknown>>;
  /** What kind of business it is, e.g. 'Bakery'. */
  readonly kind: string;
  /** One line for the Examples page: what the site shows. */
  readonly summary: string;
}

export interface ExampleSiteSource {
  readonly tier: PlanTier;
  /** `asset` turns a file name of public/images/examples into the URL the site shows it at. */
  readonly draft: (text: Bilingual, asset: (file: string) => string) => ExampleSiteDraft;
}
