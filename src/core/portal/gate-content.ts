import type { PlanTier } from '../plans/plan-level';
import type { StudioSection } from '../plans/plan-gates';
import type { SiteContent } from '../site/site-content';
import { sectionDefinition } from '../site/sections/catalogue';
import { audienceOf, gatedListsOf } from '../site/sections/section-audience';
import { isRecord } from '../site/site-fields';
import type { Viewer } from './audience';
import { canSee } from './audience';

/** The section with only the entries of its audience-bearing lists that `viewer` may see. */
function visibleEntries(section: StudioSection, value: unknown, viewer: Viewer, tier: PlanTier | null): unknown {
  const lists = gatedListsOf(sectionDefinition(section).fields);
  if (lists.length === 0 || !isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const key of lists) {
    const entries = value[key];
    if (Array.isArray(entries)) out[key] = entries.filter((entry: unknown) => canSee(audienceOf(entry), viewer, tier));
  }
  return out;
}

/**
 * The site's content as `viewer` may see it on a site of plan `tier`: sections and items
 * (articles, albums, videos, events, payment links) whose audience the viewer is outside of are
 * left out, so they are never rendered for them, nor summed up anywhere else on the page (its
 * description, structured data, article addresses, sitemap). Below Elite nothing gated is shown
 * to anyone; it stays stored for when the plan returns. The entries kept are the stored objects
 * themselves, so a caller can tell which of the stored ones are shown.
 */
export function gateContent(stored: SiteContent, viewer: Viewer, tier: PlanTier | null): SiteContent {
  const sections: Partial<Record<StudioSection, unknown>> = {};
  for (const [id, value] of Object.entries(stored.sections) as [StudioSection, unknown][]) {
    if (canSee(audienceOf(value), viewer, tier)) sections[id] = visibleEntries(id, value, viewer, tier);
  }
  return { ...stored, sections: sections as SiteContent['sections'] };
}
