import type { SiteForms } from '../../core/forms/form-shapes';
import { storedLayout } from '../../core/site/stored-layout';
import { SITE_FORMS_DOC, siteFormsDocument } from '../../core/forms/form-shapes';
import type { StudioSection } from '../../core/plans/plan-gates';
import { memberPatchOfSection } from '../../core/site/projected-sections';
import type { SectionContentMap, SiteLayout } from '../../core/site/site-content';
import { SITE_LAYOUT_DOC, normalizeSiteContent } from '../../core/site/site-content';
import type { SiteContent } from '../../core/site/site-content';
import type { Unsubscribe } from '../../ports/port-token';
import type { SiteContentPort, SiteDraft } from '../../ports/site-content.port';
import type { MemoryDatabase } from './memory-database';
import { updateMemberWithProjection } from './public-projection.memory';
import { siteCollection } from './public-sites.memory';

export class MemorySiteContent implements SiteContentPort {
  constructor(private readonly db: MemoryDatabase) {}

  async saveSection<S extends StudioSection>(memberId: string, section: S, content: SectionContentMap[S]): Promise<void> {
    this.db.checkWritable();
    const patch = memberPatchOfSection(section, content);
    // Sections whose facts are public member fields are stored there only (see SiteContentPort).
    if (patch !== null) updateMemberWithProjection(this.db, memberId, { ...patch });
    else this.db.setDocument([...siteCollection(memberId), section], structuredClone(content) as unknown as Record<string, unknown>);
  }

  async saveDraft(memberId: string, draft: SiteDraft, whenApplied?: () => void): Promise<void> {
    this.db.checkWritable();
    let patch: Record<string, unknown> = Object.fromEntries(Object.entries(draft.member).filter(([, value]) => value !== undefined));
    const documents: [string, Record<string, unknown>][] = [];
    for (const [section, content] of Object.entries(draft.sections) as [StudioSection, SectionContentMap[StudioSection]][]) {
      const fields = memberPatchOfSection(section, content);
      if (fields === null) documents.push([section, structuredClone(content) as unknown as Record<string, unknown>]);
      else patch = { ...patch, ...fields };
    }
    documents.push([SITE_LAYOUT_DOC, storedLayout(draft.layout)]);
    // One batch, after the record is found: a member without one gets nothing written.
    updateMemberWithProjection(this.db, memberId, patch, () => {
      for (const [id, data] of documents) this.db.setDocument([...siteCollection(memberId), id], data);
    });
    whenApplied?.();
  }

  async saveForms(memberId: string, forms: SiteForms): Promise<void> {
    this.db.checkWritable();
    this.db.setDocument([...siteCollection(memberId), SITE_FORMS_DOC], siteFormsDocument(forms));
  }

  async saveLayout(memberId: string, layout: SiteLayout): Promise<void> {
    this.db.checkWritable();
    this.db.setDocument([...siteCollection(memberId), SITE_LAYOUT_DOC], storedLayout(layout));
  }

  watchSiteContent(memberId: string, listener: (content: SiteContent) => void): Unsubscribe {
    return this.db.watchCollection(
      siteCollection(memberId),
      (documents) => normalizeSiteContent(Object.fromEntries(documents.map((d) => [d.id, d.data]))),
      listener,
    );
  }
}
