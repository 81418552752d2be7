import type { PlanTier } from '../plans/plan-level';
import { studioSectionsFor, type StudioSection } from '../plans/plan-gates';
import { sectionDefinition } from './sections/catalogue';
import type { SiteContent } from './site-content';
import { draftItems, withoutUnconfirmed } from './to-confirm';

/** One fact of a first draft, for My Web's checklist. */
export interface ChecklistItem {
  readonly section: StudioSection;
  /** '' for the whole section (or the cover picture, on styles), 'items.2' for an entry. */
  readonly path: string;
  readonly name: string;
  readonly confirmed: boolean;
}

export interface DraftChecklist {
  readonly items: readonly ChecklistItem[];
  readonly confirmed: number;
  readonly total: number;
}

/**
 * The facts of a first draft that visitors of the member's plan would see once confirmed, in
 * the page's order: the cover picture first, then each section's. Empty for a site built by hand.
 */
export function draftChecklist(content: SiteContent, tier: PlanTier): DraftChecklist {
  const allowed = new Set<StudioSection>(studioSectionsFor(tier));
  const hidden = new Set(content.layout.hidden);
  const items: ChecklistItem[] = [];
  const cover = content.layout.toConfirm?.styles;
  if (cover !== undefined) items.push({ section: 'styles', path: '', name: '', confirmed: !cover });
  for (const section of content.layout.order) {
    if (!allowed.has(section) || hidden.has(section)) continue;
    const value = content.sections[section];
    if (value === undefined) continue;
    for (const item of draftItems(sectionDefinition(section).fields, value)) items.push({ section, ...item });
  }
  return { items, confirmed: items.filter((i) => i.confirmed).length, total: items.length };
}

/** What is still to confirm, for the question asked before publishing. */
export function unconfirmedItems(content: SiteContent, tier: PlanTier): readonly ChecklistItem[] {
  return draftChecklist(content, tier).items.filter((item) => !item.confirmed);
}

/**
 * The sections a new draft would replace that hold what the member confirmed or wrote: what
 * visitors could see of them. The contact section and a look the member changed are kept.
 */
export function ownWorkReplacedByRedo(content: SiteContent): readonly StudioSection[] {
  return content.layout.order.filter((section) => {
    if (section === 'social-links') return false;
    const value = content.sections[section];
    const definition = sectionDefinition(section);
    if (value === undefined || definition.publicSite.kind !== 'block') return false;
    const shown = withoutUnconfirmed(definition.fields, value);
    return shown !== null && !(definition.publicSite.isEmpty as (v: unknown) => boolean)(shown);
  });
}
